import type { CalculationDefinition } from '../indicators/calculation.schemas.js';
import type { ChartOptions } from '../indicators/chart-options.js';
import type { ChartKind, LocalizedHtml, LocalizedText } from '../indicators/indicator.schemas.js';
import type { PermissionKey } from '../permissions/permission-catalogue.js';
import type { UserPermissions } from '../profile/profile.schemas.js';
import type { CustomFormat } from '../rich-text/editor-config.schemas.js';
import type { ClientSettings } from './client.schemas.js';
import type { ImagePreload } from './page-preloads.js';
import type { FieldDefinition, FormValues, NotApplicable } from '../dynamic-form/field-definition.schemas.js';
import type { InputState } from '../data-collection/input-states.js';
import type { SubjectTagDimension } from '../data-collection/subjects.schemas.js';

/** A tag node and the nodes under it; a root's key is its dimension's key. */
export interface TagSeed {
  key: string;
  name: { en: string; fr: string };
  children?: TagSeed[];
}

/** A subject of the data collection (DESIGN §5), with the emails of its contributors. */
export interface SubjectSeed {
  key: string;
  section: string;
  name: { en: string; fr: string };
  fields: FieldDefinition[];
  tagDimensions: SubjectTagDimension[];
  periods: string[];
  variationThreshold: number | null;
  approvalLevels: 1 | 2;
  /** Linked once the demo accounts exist; unknown emails are skipped. */
  contributors: string[];
}

/** A demo input: entered by `by` (a demo account's email), in the given state. */
export interface InputSeed {
  subject: string;
  period: string;
  tags: Record<string, string>;
  values: FormValues;
  notApplicable?: NotApplicable;
  state: InputState;
  justification?: string;
  refusalReason?: string;
  by?: string;
}

/** What a client package gives the platform to create its tenant on first start. */
export interface ClientSeed {
  name: string;
  title: string;
  settings: ClientSettings;
  roles: { name: string; permissions: PermissionKey[] }[];
  indicators: {
    key: string;
    section: string;
    subsection: string;
    type: 'chart' | 'table' | 'custom';
    path: string;
    customComponent?: string;
    name: { en: string; fr: string };
    /** The names of its section and subsection on the public site. */
    sectionName?: LocalizedText;
    subsectionName?: LocalizedText;
    unit?: LocalizedText | null;
    chartKind?: ChartKind | null;
    /** How its figures come from approved inputs (the demo's subjects and fields). */
    calculation?: CalculationDefinition | null;
    /** Sanitised like any rich text when seeded. */
    methodology?: LocalizedHtml;
  }[];
  /** Tag dimensions (organisation → site…), each a tree. */
  tags?: TagSeed[];
  dataCollection?: {
    sections: { key: string; name: { en: string; fr: string } }[];
    subjects: SubjectSeed[];
    /** Demo inputs: seeded with the demo accounts, never in production. */
    demoInputs?: InputSeed[];
  };
  /** Demo accounts; never created in production. Their password comes from DEMO_PASSWORD. */
  demoAccounts: {
    email: string;
    firstName?: string;
    lastName?: string;
    locale: 'en' | 'fr';
    audience: 'public' | 'private';
    approvalRole: 'preapprobator' | 'approbator' | null;
    isSuperAdmin?: boolean;
    roles: string[];
    permissions: UserPermissions;
    /** The tag nodes the account acts for. */
    tags?: string[];
  }[];
}

/** What a client package gives the server: its seed and, per page path, the images worth preloading. */
export interface ClientServerPackage {
  seed: ClientSeed;
  imagePreloads(path: string): ImagePreload[];
  /** The rich-text formats the client adds to the editor; stored HTML keeps their classes. */
  richTextFormats?: readonly CustomFormat[];
  /**
   * The client's static summary PDF per language, a file among its assets: what the site header's summary link
   * serves until an edition is published as the public summary (and while that edition's PDF is being made).
   */
  reportSummaryFile?: (locale: 'en' | 'fr') => string;
  /**
   * The client's chart look, as its web package registers it ('chart global overrides', 'chart indicator
   * overrides' by key): the report PDFs draw their charts under the same overrides as the site.
   */
  chartOverrides?: { global?: ChartOptions; indicator?: Record<string, ChartOptions> };
}
