/**
 * The back-office areas a caller may open, as the server decides them from its features' policies and sends
 * with the profile (`profile.areas`). The web's navigation entries and page guards name an area, never a
 * permission key: what opens a screen is the rule that opens its calls.
 */
export const AREAS = [
  /** See subjects and their inputs. */
  'subjects',
  /** Enter inputs. */
  'dataEntry',
  /** Configure subjects (their form, periods, contributors). */
  'subjectConfiguration',
  /** Pre-approve or approve inputs. */
  'approval',
  /** Import inputs from spreadsheets. */
  'imports',
  /** Export inputs or indicator figures, and download one's exports. */
  'exports',
  /** Follow who owes what. */
  'progress',
  /** Remind those who owe. */
  'reminders',
  /** Define indicators. */
  'indicatorAdmin',
  /** Write indicators' annotations. */
  'annotations',
  /** See users. */
  'users',
  /** Create and change users. */
  'userManagement',
  /** Manage roles. */
  'roles',
  /** Build reports (those shared with a user are read without it). */
  'reports',
  /** Answer the questionnaires one owns or was given access to. */
  'questionnaires',
  /** Build questionnaire templates. */
  'questionnaireTemplates',
  /** Send questionnaires and follow them. */
  'questionnaireManagement',
  /** Review submitted questionnaires. */
  'questionnaireApproval',
  /** Show the site as a visitor would see it (impersonating a visitor account). */
  'visitorView',
  /** Configure the client. */
  'configuration',
  /** Super administration. */
  'superAdmin',
] as const;
export type Area = (typeof AREAS)[number];
