/**
 * Each subject's id by client and key, as last found, so a list can name its subject by id in the
 * statement that reads it. Never trusted alone: the statement checks that a live subject of the
 * client still has that id and key, and the caller looks the subject up again when none does; so
 * an archived or changed subject needs no invalidation here. Holds only subjects found live, a
 * client's few hundred at most.
 */
export class SubjectIds {
  private readonly ids = new Map<string, number>();

  get(clientId: number, key: string): number | undefined {
    return this.ids.get(`${clientId}\u0000${key}`);
  }

  set(clientId: number, key: string, id: number): void {
    this.ids.set(`${clientId}\u0000${key}`, id);
  }

  forget(clientId: number, key: string): void {
    this.ids.delete(`${clientId}\u0000${key}`);
  }
}
