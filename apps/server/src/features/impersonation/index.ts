// The feature's front door: what the app and other features may use of it. The rest of this folder is its own;
// another feature needing more gets it exported here, never by importing a file beside this one.
export { impersonationModule } from './impersonation.module.js';
// The users list answers its impersonate ability with the same rule as POST /users/{id}/impersonate.
export { refusalToImpersonate, type ImpersonationTarget } from './impersonation.policy.js';
