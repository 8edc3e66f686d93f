import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { BACK_OFFICE_CATALOGUES } from '@platform/shared/i18n/back-office-catalogues';
import { addBackOfficeMessages } from '../app/i18n/back-office-messages';

// Components are tested with every text, as the back-office has them once its code has loaded.
addBackOfficeMessages(BACK_OFFICE_CATALOGUES);

afterEach(() => cleanup());
