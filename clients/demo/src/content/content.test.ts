import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_YEARS,
  DEFAULT_YEAR,
  ECONOMY_HIGHLIGHTS_YEARS,
  ENVIRONMENT_HIGHLIGHTS_YEARS,
  GLOBAL_PRESENTATION_YEARS,
  SOCIAL_HIGHLIGHTS_YEARS,
} from './available-years.js';
import { hasOnlyAllowedTags, toPlainText } from './content-html.js';
import { economyHighlights, getEconomyHighlights } from './economy-highlights.js';
import { environmentHighlights } from './environment-highlights.js';
import { formatNumber, formatPercent } from './format.js';
import { globalPresentation, type GlobalPresentation } from './global-presentation.js';
import { ICON_NAMES } from './icons.js';
import { illustrativeNotice, illustrativeNoticeShort } from './illustrative-notice.js';
import { getSocialHighlights, socialHighlights } from './social-highlights.js';
import type { ContentByYear, Locale } from './types.js';

const LOCALES: Locale[] = ['en', 'fr'];
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const pages = {
  global_presentation: globalPresentation,
  highlights_economy: economyHighlights,
  highlights_environment: environmentHighlights,
  highlights_social: socialHighlights,
} as const satisfies Record<keyof typeof AVAILABLE_YEARS, ContentByYear<number, unknown>>;

const yearsOf = (content: object) => Object.keys(content).map(Number);

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The structure of a value with its wording left out: keys, icons and where values are null stay. */
function shape(value: unknown, field = ''): unknown {
  if (typeof value === 'string') return field === 'key' || field === 'icon' ? value : 'text';
  if (Array.isArray(value)) return value.map((item) => shape(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, shape(inner, name)]));
  }
  return value;
}

/** What a reader sees on the global presentation: each figure followed by its description. */
const presentationText = (groups: GlobalPresentation) =>
  groups
    .flatMap((group) => [group.name ?? '', group.annotation ?? '', ...group.items.map((item) => `${item.value ?? ''} ${item.description}`)])
    .map(toPlainText)
    .join(' | ');

const plain = (value: unknown) => strings(value).map(toPlainText).join(' | ');

const SPEC = {
  smelters: { 2017: 10, 2018: 9, 2019: 9, 2020: 9, 2021: 9 },
  production: { 2017: '3.2', 2018: '2.9', 2019: '2.9', 2020: '3.1', 2021: '3.1' },
} as const;
type SpecYear = keyof typeof SPEC.smelters;

function specPhrases(year: SpecYear, locale: Locale) {
  const production = SPEC.production[year];
  const smelters = SPEC.smelters[year];
  return locale === 'en'
    ? {
        producers: '3 aluminium producers',
        smelters: `${smelters} smelters`,
        production: `${production} million tonnes`,
        hydro: '96%',
        pah: 'over 95%',
        carbon: 'about 2 tonnes of CO2 equivalent per tonne of aluminium',
      }
    : {
        producers: '3 producteurs d’aluminium',
        smelters: `${smelters} alumineries`,
        production: `${production.replace('.', ',')} millions de tonnes`,
        hydro: `96${NBSP}%`,
        pah: `plus de 95${NBSP}%`,
        carbon: 'environ 2 tonnes d’équivalent CO2 par tonne d’aluminium',
      };
}

describe('available years', () => {
  it('lists the years of each page, with 2021 shown first', () => {
    expect(GLOBAL_PRESENTATION_YEARS).toEqual([2017, 2018, 2019, 2020, 2021]);
    expect(ECONOMY_HIGHLIGHTS_YEARS).toEqual([2017, 2018, 2020, 2021]);
    expect(ENVIRONMENT_HIGHLIGHTS_YEARS).toEqual([2017, 2018, 2019, 2020, 2021]);
    expect(SOCIAL_HIGHLIGHTS_YEARS).toEqual([2017, 2018, 2019, 2020, 2021]);
    expect(DEFAULT_YEAR).toBe(2021);
    for (const years of Object.values(AVAILABLE_YEARS)) expect(years).toContain(DEFAULT_YEAR);
  });

  it('has content for exactly the listed years of each page', () => {
    for (const [page, content] of Object.entries(pages)) {
      expect(yearsOf(content), page).toEqual([...AVAILABLE_YEARS[page as keyof typeof pages]]);
    }
  });
});

describe('locales', () => {
  it('gives every year both locales with the same structure', () => {
    for (const [page, content] of Object.entries(pages)) {
      for (const [year, localized] of Object.entries(content)) {
        expect(Object.keys(localized).sort(), `${page} ${year}`).toEqual(['en', 'fr']);
        expect(shape(localized.fr), `${page} ${year}`).toEqual(shape(localized.en));
      }
    }
  });

  it('writes French with its own number format and typography', () => {
    const french = Object.values(pages).flatMap((content) => Object.values(content).flatMap((localized) => strings(localized.fr)));
    french.push(illustrativeNotice.fr, illustrativeNoticeShort.fr);
    for (const text of french.map(toPlainText)) {
      expect(text, text).not.toMatch(/[^\u00a0\u202f][:;!?%»]/);
      expect(text, text).not.toMatch(/\d[ ,.]\d{3}(?!\d)/);
      expect(text, text).not.toContain("'");
    }
    const english = Object.values(pages).flatMap((content) => Object.values(content).flatMap((localized) => strings(localized.en)));
    for (const text of english) expect(text, text).not.toMatch(/[\u202f]|\d \d{3}/);
  });

  it('formats numbers per locale', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'fr')).toBe(`1${NNBSP}234`);
    expect(formatNumber(3.2, 'en', 1)).toBe('3.2');
    expect(formatNumber(3.2, 'fr', 1)).toBe('3,2');
    expect(formatNumber(312400.5, 'fr', 1)).toBe(`312${NNBSP}400,5`);
    expect(formatPercent(96, 'en')).toBe('96%');
    expect(formatPercent(96, 'fr')).toBe(`96${NBSP}%`);
  });

  it('says in both locales which figures are illustrative', () => {
    expect(illustrativeNotice.en).toMatch(/^Figures other than .+ are illustrative demo values\.$/);
    expect(illustrativeNotice.fr).toMatch(/^Les chiffres autres que .+ valeurs de démonstration/);
  });
});

describe('spec figures', () => {
  for (const year of GLOBAL_PRESENTATION_YEARS) {
    for (const locale of LOCALES) {
      it(`are on the global presentation for ${year} in ${locale}`, () => {
        const text = presentationText(globalPresentation[year][locale]);
        for (const phrase of Object.values(specPhrases(year, locale))) expect(text).toContain(phrase);
      });

      it(`are on the environment highlights for ${year} in ${locale}`, () => {
        const text = plain(environmentHighlights[year][locale]);
        const phrases = specPhrases(year, locale);
        for (const phrase of [phrases.hydro, phrases.pah, phrases.carbon]) expect(text).toContain(phrase);
      });
    }
  }

  for (const year of ECONOMY_HIGHLIGHTS_YEARS) {
    for (const locale of LOCALES) {
      it(`are on the economy highlights for ${year} in ${locale}`, () => {
        const [production] = economyHighlights[year][locale];
        const phrases = specPhrases(year, locale);
        expect(toPlainText(production.data)).toBe(phrases.production);
        const text = toPlainText(production.text);
        expect(text).toContain(locale === 'en' ? ' 3 producers ' : ' 3 producteurs ');
        expect(text).toContain(locale === 'en' ? ` ${SPEC.smelters[year]} Quebec smelters` : ` ${SPEC.smelters[year]} alumineries`);
      });
    }
  }
});

describe('economy highlights', () => {
  it('has no 2019 edition', () => {
    expect(Object.keys(economyHighlights)).not.toContain('2019');
    expect(getEconomyHighlights(2019, 'en')).toBeUndefined();
    expect(getEconomyHighlights(2021, 'fr')).toBe(economyHighlights[2021].fr);
  });

  it('has three slides a year: production, exports, expenditures', () => {
    for (const localized of Object.values(economyHighlights)) {
      for (const slides of Object.values(localized)) {
        expect(slides.map((slide) => slide.key)).toEqual(['production', 'exports', 'expenditures']);
        for (const slide of slides) expect([slide.title, slide.data, slide.text].every((text) => text.length > 0)).toBe(true);
      }
    }
  });
});

describe('environment highlights', () => {
  it('has a title and three boxes a year: greenhouse gases, energy, PAH', () => {
    for (const localized of Object.values(environmentHighlights)) {
      for (const page of Object.values(localized)) {
        expect(page.title.length).toBeGreaterThan(0);
        expect(page.highlights.map((box) => box.key)).toEqual(['ghg', 'energy', 'pah']);
      }
    }
  });
});

describe('social highlights', () => {
  const textOf = (year: number, key: string, locale: Locale) => getSocialHighlights(year, locale)?.find((slide) => slide.key === key)?.text;

  it('has the four slides every year in order', () => {
    for (const localized of Object.values(socialHighlights)) {
      for (const slides of Object.values(localized)) {
        expect(slides.map((slide) => slide.key)).toEqual(['employees', 'formation', 'community', 'salary']);
      }
    }
  });

  it('has no training text in 2021 and no payroll text in 2018–2020', () => {
    for (const locale of LOCALES) {
      expect(textOf(2021, 'formation', locale)).toBeNull();
      for (const year of [2017, 2018, 2019, 2020]) expect(textOf(year, 'formation', locale)).toEqual(expect.any(String));
      for (const year of [2018, 2019, 2020]) expect(textOf(year, 'salary', locale)).toBeNull();
      for (const year of [2017, 2021]) expect(textOf(year, 'salary', locale)).toEqual(expect.any(String));
    }
  });

  it('never gives the payroll slide a figure, and gives the others one', () => {
    for (const localized of Object.values(socialHighlights)) {
      for (const slides of Object.values(localized)) {
        for (const slide of slides) {
          if (slide.key === 'salary') expect(slide.data).toBeNull();
          else expect(slide.data).toEqual(expect.any(String));
        }
      }
    }
  });
});

describe('HTML fields', () => {
  it('use only <strong>, <em>, <br>, <sup> and <sub>, without attributes', () => {
    const all = Object.values(pages).flatMap((content) => strings(content));
    expect(all.length).toBeGreaterThan(100);
    for (const text of all) expect(hasOnlyAllowedTags(text), text).toBe(true);
  });

  it('reject any other markup', () => {
    expect(hasOnlyAllowedTags('<strong>3</strong> x<br>y<br />z CO<sub>2</sub> m<sup>3</sup> <em>a</em>')).toBe(true);
    for (const html of ['<a href="/">x</a>', '<strong class="x">3</strong>', '<script>x</script>', '<p>x</p>', 'a < b', 'R&D', '<img src=x>']) {
      expect(hasOnlyAllowedTags(html), html).toBe(false);
    }
  });

  it('use only icons of the icon set', () => {
    for (const localized of Object.values(globalPresentation)) {
      for (const groups of Object.values(localized)) {
        for (const item of groups.flatMap((group) => group.items)) expect(ICON_NAMES).toContain(item.icon);
      }
    }
  });
});
