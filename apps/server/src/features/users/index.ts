// The feature's front door: what the app and other features may use of it. The rest of this folder is its own;
// another feature needing more gets it exported here, never by importing a file beside this one.
export { usersModule } from './users.module.js';
// A role's page shows, and its saves write, the same history of permission changes as a user's.
export { listChange, permissionHistory, recordPermissionChange, type PermissionChange } from './permission-history.service.js';
// The super administrator's sync of a client's users from a directory file writes through the same user writes.
export { applyDirectorySync, countDirectorySync, type DirectoryPerson, type DirectorySyncCounts } from './directory-sync.service.js';
