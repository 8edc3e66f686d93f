// The feature's front door: what the app and other features may use of it. The rest of this folder is its own;
// another feature needing more gets it exported here, never by importing a file beside this one.
export { reportsModule } from './reports.module.js';
// Super administration's tag migrations: reports whose default tags name a merged or renamed node.
export { countReportsNamingTags, retagReports } from './report-tags.service.js';
