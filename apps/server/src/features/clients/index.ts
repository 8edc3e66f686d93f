// The feature's front door: what the app and other features may use of it. The rest of this folder is its own;
// another feature needing more gets it exported here, never by importing a file beside this one.
export { clientsModule } from './clients.module.js';
export { presentClient } from './clients.service.js';
// Super administration's configuration versions: settings checked and stored as the configuration screen does,
// and a change of identity provider told to the client's administrators.
export { settingsAsStored, settingsErrors } from './clients.service.js';
export { announceIdentityProviderChange } from './identity-provider-change.service.js';
