import type { Annotation, AnnotationBody, LocalizedHtml } from '@platform/shared/indicators/indicator.schemas';

/** An annotation as its form edits it: for every year, or for the year written. */
export interface AnnotationFormValues {
  everyYear: boolean;
  year: string;
  text: LocalizedHtml;
}

export const emptyAnnotation = (): AnnotationFormValues => ({ everyYear: false, year: '', text: { en: null, fr: null } });

/** The form filled from an annotation: to edit it, or as the start of a new one (a duplicate). */
export const annotationValuesOf = (annotation: Annotation): AnnotationFormValues => ({
  everyYear: annotation.period === null,
  year: annotation.period ?? '',
  text: { ...annotation.text },
});

export const annotationBodyOf = (values: AnnotationFormValues): AnnotationBody => ({
  annotation: { period: values.everyYear ? null : values.year.trim(), text: { ...values.text } },
});

/** Where an error of the POST or PUT shows: the period's under the period, each text's under its editor. */
export function annotationFormPathOf(path: string): 'year' | 'text.en' | 'text.fr' | null {
  const inner = path.startsWith('annotation.') ? path.slice('annotation.'.length) : path;
  if (inner === 'period') return 'year';
  if (inner === 'text' || inner === 'text.en') return 'text.en';
  if (inner === 'text.fr') return 'text.fr';
  return null;
}

/** The text of stored HTML, shortened to `length` characters, for a list. */
export function excerptOf(html: string | null, length = 140): string {
  if (!html) return '';
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
