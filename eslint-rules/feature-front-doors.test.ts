import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own configuration, so the test proves what `npm run lint` enforces.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const FEATURES = 'apps/server/src/features';

/** The messages ESLint reports for `code` as if it were the probe file at `file` (inside the features folder; it need not exist). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, FEATURES, file), warnIgnored: true });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const refused = (message: string) => [{ ruleId: 'features/front-door', message }];

describe('front-door rule: a server feature imports another only through its index.ts', () => {
  it('reports a deep import into another feature, naming the front door to use', async () => {
    const code = "import { liveSubjects } from '../data-collection/live-subjects.service.js';\nexport const used = liveSubjects;\n";
    expect(await lint('progress/progress.service.ts', code)).toEqual(
      refused(
        "Front-door rule: '../data-collection/live-subjects.service.js' reaches inside the data-collection feature — import it from its front door " +
          "'../data-collection/index.js' (export it from features/data-collection/index.ts if it is not there yet; a helper several features use belongs in platform/).",
      ),
    );
  });

  it('names the front door as seen from a nested folder', async () => {
    const code = "import { approvedInputs } from '../../data-collection/approved-inputs.service.js';\nexport const used = approvedInputs;\n";
    const [message] = await lint('indicators/precalculation/precalculation.service.ts', code);
    expect(message?.message).toContain("import it from its front door '../../data-collection/index.js'");
  });

  it('reports types, re-exports and import() alike', async () => {
    const types = "import type { LiveSubject } from '../data-collection/live-subjects.service.js';\nexport type S = LiveSubject;\n";
    expect(await lint('progress/progress.service.ts', types)).toHaveLength(1);
    expect(await lint('users/index.ts', "export { issuePasswordLink } from '../profile/password.service.js';\n")).toHaveLength(1);
    expect(await lint('users/index.ts', "export * from '../profile/password.service.js';\n")).toHaveLength(1);
    expect(await lint('search/search.routes.ts', "export const load = () => import('../indicators/indicators.service.js');\n")).toHaveLength(1);
  });

  it('reports the feature list importing a module past its front door', async () => {
    const [message] = await lint('index.ts', "import { usersModule } from './users/users.module.js';\nexport const used = usersModule;\n");
    expect(message?.message).toContain("import it from its front door './users/index.js'");
  });

  it('reports a feature importing the feature list, which imports it back', async () => {
    const [message] = await lint('users/users.routes.ts', "import { SERVER_FEATURES } from '../index.js';\nexport const used = SERVER_FEATURES;\n");
    expect(message?.message).toContain("Front-door rule: '../index.js' is the feature list");
  });

  it('allows front doors, the feature’s own files, platform and libraries', async () => {
    const code = [
      "import { liveSubjects } from '../data-collection/index.js';",
      "import { approvedInputs } from '../../data-collection/index.js';",
      "import { progressPolicy } from './progress.policy.js';",
      "import { authorize } from '../../platform/permissions/policy.js';",
      "import { z } from 'zod';",
      'export const used = [liveSubjects, approvedInputs, progressPolicy, authorize, z];',
      '',
    ].join('\n');
    expect(await lint('progress/progress.service.ts', code)).toEqual([]);
    expect(await lint('index.ts', "import { usersModule } from './users/index.js';\nexport const used = usersModule;\n")).toEqual([]);
  });
});

describe('front-door rule for test code: the test front door too', () => {
  it('lets tests, test seeds and test/ helpers use another feature’s test-fixtures.ts', async () => {
    const code = "import { seedDataCollectionFixture } from '../data-collection/test-fixtures.js';\nexport const used = seedDataCollectionFixture;\n";
    expect(await lint('search/search.routes.test.ts', code)).toEqual([]);
    expect(await lint('search/test-search.seed.ts', code)).toEqual([]);
    expect(await lint('saml/test/identity-provider.ts', code)).toEqual([]);
    expect(await lint('data-collection/data-collection.seed.test.ts', "import { CLIENT_SEED_STEPS } from '../index.js';\nexport const used = CLIENT_SEED_STEPS;\n")).toEqual([]);
  });

  it('reports a test reaching inside another feature, naming both front doors', async () => {
    const code = "import { subjects } from '../data-collection/data-collection.tables.js';\nexport const used = subjects;\n";
    const [message] = await lint('users/user-detail.routes.test.ts', code);
    expect(message?.message).toContain("import it from its front door '../data-collection/index.js'");
    expect(message?.message).toContain("or, for its test records and tables, from its test front door '../data-collection/test-fixtures.js'.");
  });

  it('reports code the app runs importing a test front door', async () => {
    const code = "import { subjects } from '../data-collection/test-fixtures.js';\nexport const used = subjects;\n";
    expect(await lint('search/search.service.ts', code)).toEqual(
      refused(
        "Front-door rule: '../data-collection/test-fixtures.js' is the data-collection feature's test front door, for test code only — import from its front door '../data-collection/index.js'.",
      ),
    );
  });
});
