import type { BackOfficeWebFeature } from '../../app/web-feature';
import { SearchBox } from './SearchBox';

/** The back-office's search box, in its top bar. */
export const searchFeature: BackOfficeWebFeature = { name: 'search', topBar: [SearchBox] };
