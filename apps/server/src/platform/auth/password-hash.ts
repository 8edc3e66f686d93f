import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id (the library's algorithm 2) with OWASP's baseline: 19 MiB, 2 passes.
const ARGON2ID_OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so an unknown account cannot be told by timing.
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

const dummyHash = hash('not-a-real-password', ARGON2ID_OPTIONS);
