import { expect, request as playwrightRequest, test } from '@playwright/test';
import { readOutbox } from './pages/outbox';
import { signedIn, typedNumber } from './pages/journey-helpers';
import type { Locale } from './pages/public-site.page';
import { AnswerQuestionnaireScreen } from './pages/questionnaire-answer.page';
import { ReviewQuestionnaireScreen } from './pages/questionnaire-review.page';
import { SendQuestionnaireScreen } from './pages/questionnaire-send.page';
import { QuestionnaireTemplatesScreen, type QuestionDraft } from './pages/questionnaire-templates.page';
import { onItsOwnServer } from './pages/separate-server';

const CONTRIBUTOR = 'contributor@example.org';
/** The contributor's organisation (demo tags), the one the questionnaire is addressed to. */
const ORGANISATION = 'boreal';

interface Journey {
  template: Record<Locale, string>;
  section: Record<Locale, string>;
  /** A required long text, on which the reviewer asks for changes. */
  text: QuestionDraft;
  /** A number, which the contributor comments on. */
  number: QuestionDraft;
  period: string;
  answer: string;
  suppliers: number;
  comment: string;
  request: string;
  fixed: string;
}

/** Each language's journey has its own template, so neither reads the other's questionnaire. */
const JOURNEYS: Record<Locale, Journey> = {
  en: {
    template: { en: 'Responsible purchasing (English journey)', fr: 'Achats responsables (parcours anglais)' },
    section: { en: 'Suppliers', fr: 'Fournisseurs' },
    text: { id: 'supplier_policy', type: 'text', required: true, name: { en: 'How do you choose your suppliers?', fr: 'Comment choisissez-vous vos fournisseurs ?' } },
    number: { id: 'supplier_count', type: 'number', required: false, name: { en: 'Active suppliers', fr: 'Fournisseurs actifs' } },
    period: '2023',
    answer: 'Each supplier signs our code of conduct.',
    suppliers: 1480,
    comment: 'Counted on December 31, suppliers of the three sites together.',
    request: 'Say how you check that suppliers keep to the code.',
    fixed: 'Each supplier signs our code of conduct; the twenty largest are audited every two years.',
  },
  fr: {
    template: { en: 'Supplier practices (French journey)', fr: 'Pratiques des fournisseurs (parcours français)' },
    section: { en: 'Purchasing', fr: 'Achats' },
    text: { id: 'purchasing_rules', type: 'text', required: true, name: { en: 'Which rules do your buyers follow?', fr: 'Quelles règles vos acheteurs suivent-ils ?' } },
    number: { id: 'buyers', type: 'number', required: false, name: { en: 'Buyers', fr: 'Acheteurs' } },
    period: '2024',
    answer: 'Nos acheteurs appliquent la politique d’achat responsable.',
    suppliers: 2350,
    comment: 'Acheteurs à temps plein des trois usines.',
    request: 'Précisez comment la politique est vérifiée.',
    fixed: 'Nos acheteurs appliquent la politique d’achat responsable, vérifiée chaque année par l’audit interne.',
  },
};

type Mail = Awaited<ReturnType<typeof readOutbox>>[number];

/** The newest mail to `to` with this subject, waited for in the outbox (read as a super administrator). */
async function mailTo(baseURL: string, to: string, subject: string): Promise<Mail> {
  const superAdmin = await playwrightRequest.newContext({ baseURL });
  try {
    let found: Mail | undefined;
    await expect
      .poll(async () => {
        found = (await readOutbox(superAdmin)).find((mail) => mail.to === to && mail.subject === subject);
        return found !== undefined;
      }, { message: `a mail “${subject}” to ${to} is in the outbox`, timeout: 15_000 })
      .toBe(true);
    return found!;
  } finally {
    await superAdmin.dispose();
  }
}

/** The address a questionnaire mail sends its reader to (its answer screen), as a path on this server. */
function linkIn(mail: Mail, id: number): string {
  const link = new RegExp(`https?://\\S+(/admin/questionnaires/${id})(?![\\w/])`).exec(mail.body);
  expect(link, `the mail links to questionnaire ${id}: ${mail.body}`).not.toBeNull();
  return link![1]!;
}

/**
 * A questionnaire from its template to its approval, three people each in a browser of their own, in one
 * language: the administrator builds a template (a section with a required text question and a number
 * question, named in both languages), publishes it and sends a questionnaire of it to the contributor's
 * organisation; the contributor answers it (each answer saved as they type), comments on a question and submits
 * it; the approver asks for changes on the text question; the contributor, back in their questionnaires, opens
 * it again, reads the request on it, fixes the answer and submits again; the approver approves it, and the
 * contributor, following the mail's link, finds it approved and read only. The mails come in the contributor's language. Each person's language is
 * saved in their profile, and the mails follow it: these journeys run on a server of their own.
 */
test.describe('questionnaires, from the template to the approval', () => {
  onItsOwnServer();

  for (const locale of ['en', 'fr'] as const) {
    test(`a template is built and sent, the questionnaire answered, sent back with changes, answered again and approved (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const journey = JOURNEYS[locale];
      const name = journey.template[locale];
      const textQuestion = journey.text.name[locale];
      const numberQuestion = journey.number.name[locale];

      const adminPage = await signedIn(browser, baseURL!, 'admin@example.org');
      const templates = new QuestionnaireTemplatesScreen(adminPage, locale);
      const t = templates.t;
      await templates.frame.useLocale();
      // The contributor chooses the language first: the mail of the questionnaire sent is written in it.
      const contributorPage = await signedIn(browser, baseURL!, CONTRIBUTOR);
      const respondent = new AnswerQuestionnaireScreen(contributorPage, locale);
      await respondent.frame.useLocale();
      const approverPage = await signedIn(browser, baseURL!, 'approver@example.org');
      const review = new ReviewQuestionnaireScreen(approverPage, locale);
      await review.frame.useLocale();

      // 1. The administrator builds the template: its names, a section, a required text question and a number question.
      await adminPage.goto('/admin');
      await templates.navLink().click();
      await expect(templates.heading()).toHaveText(t('questionnaireTemplates.title'));
      await templates.newLink().click();
      await expect(templates.heading()).toHaveText(t('questionnaireTemplates.builder.newTitle'));
      for (const language of ['en', 'fr'] as const) {
        await templates.templateName(language).fill(journey.template[language]);
        await templates.sectionName(1, language).fill(journey.section[language]);
      }
      await templates.addQuestion(1, 1, journey.text);
      await templates.addQuestion(1, 2, journey.number);
      await expect(templates.section(1)).toHaveAccessibleName(t('questionnaireTemplates.section.heading', { number: '1', name: journey.section[locale] }));
      await expect(templates.question(1, 2)).toHaveAccessibleName(t('questionnaireTemplates.question.heading', { number: '2', name: numberQuestion }));
      await templates.expectNoBlockingViolation();
      const draft = await templates.create();
      expect(draft).toMatchObject({ name: journey.template, state: 'draft', version: 1 });
      expect(draft.sections.map((section) => ({ name: section.name, fields: section.fields.map(({ id, type, required, name: names }) => ({ id, type, required, name: names })) }))).toEqual([
        { name: journey.section, fields: [journey.text, journey.number].map(({ id, type, required, name: names }) => ({ id, type, required, name: names })) },
      ]);
      await expect(templates.heading()).toHaveText(name);
      await expect(templates.stateBadge('draft')).toBeVisible();
      const template = await templates.publish(draft, name);
      expect(template).toMatchObject({ id: draft.id, state: 'published', version: 1 });
      await expect(templates.stateBadge('published')).toBeVisible();

      // 2. The administrator sends a questionnaire of it for a period to the contributor, for their organisation, with a due date.
      const sender = new SendQuestionnaireScreen(adminPage, locale);
      await sender.navLink().click();
      await expect(sender.heading()).toHaveText(t('questionnaires.manage.title'));
      await sender.sendLink().click();
      const dueDate = `${new Date().getFullYear() + 1}-06-30`;
      const sent = await sender.send({ template: { name, version: 1 }, period: journey.period, ownerEmail: CONTRIBUTOR, organisation: ORGANISATION, dueDate });
      expect(sent).toMatchObject({ name: journey.template, period: journey.period, due_date: dueDate, state: 'not_started', owner: { email: CONTRIBUTOR }, organisation: { key: ORGANISATION } });
      await expect(sender.notice(t('questionnaires.send.done', { email: CONTRIBUTOR }))).toBeVisible();
      await expect(sender.heading()).toHaveText(name);
      await sender.expectState('not_started');
      await expect(sender.fact('period')).toHaveText(journey.period);
      const id = sent.id;
      const sentMail = await mailTo(baseURL!, CONTRIBUTOR, t('questionnairesMail.sent.subject', { name }));
      expect(linkIn(sentMail, id)).toBe(`/admin/questionnaires/${id}`);

      // 3. The contributor finds it among their questionnaires, answers it (saved as they type), comments on a question, submits it.
      await contributorPage.goto('/admin');
      await respondent.navLink().click();
      await expect(respondent.heading()).toHaveText(t('questionnaires.mine.title'));
      await expect(respondent.row(name)).toContainText(respondent.stateName('not_started'));
      await respondent.openLink(name).click();
      await expect(respondent.heading()).toHaveText(name);
      await respondent.expectState('not_started');
      let saved = await respondent.answer(id, respondent.answerField(textQuestion), journey.answer);
      expect(saved).toMatchObject({ state: 'in_progress', answers: { [journey.text.id]: journey.answer } });
      await respondent.expectState('in_progress');
      saved = await respondent.answer(id, respondent.answerField(numberQuestion), typedNumber(journey.suppliers, locale));
      expect(saved.answers).toEqual({ [journey.text.id]: journey.answer, [journey.number.id]: journey.suppliers });
      await respondent.comment(id, { id: journey.number.id, name: numberQuestion }, journey.comment);
      await respondent.expectNoBlockingViolation();
      const submitted = await respondent.submit(id);
      expect(submitted).toMatchObject({ state: 'submitted', change_request: null });
      await respondent.expectState('submitted');
      await expect(respondent.submitButton()).toHaveCount(0);
      await expect(respondent.answerField(textQuestion)).toHaveCount(0);

      // 4. The approver opens it from the questionnaires to review and asks for changes on the text question.
      await approverPage.goto('/admin');
      await review.navLink().click();
      await expect(review.heading()).toHaveText(t('questionnaires.nav.approval'));
      await expect(review.row(name)).toContainText(review.stateName('submitted'));
      await review.openLink(name).click();
      await expect(review.heading()).toHaveText(review.title(name));
      await review.expectState('submitted');
      await expect(review.main()).toContainText(journey.answer);
      await review.expectNoBlockingViolation();
      const sentBack = await review.requestChanges(id, name, journey.request, [textQuestion]);
      expect(sentBack).toMatchObject({ state: 'changes_requested', change_request: { comment: journey.request, field_ids: [journey.text.id] } });
      await review.expectState('changes_requested');
      await expect(review.changeRequest()).toContainText(journey.request);

      // 5. The contributor, told by mail, goes back to their questionnaires, where it awaits changes, and opens it
      // again: the request names the question; they fix the answer and submit again.
      const requestMail = await mailTo(baseURL!, CONTRIBUTOR, t('questionnairesMail.changesRequested.subject', { name }));
      expect(requestMail.body).toContain(journey.request);
      expect(linkIn(requestMail, id)).toBe(`/admin/questionnaires/${id}`);
      await respondent.backLink().click();
      await expect(respondent.row(name)).toContainText(respondent.stateName('changes_requested'));
      await respondent.openLink(name).click();
      await expect(respondent.heading()).toHaveText(name);
      await respondent.expectState('changes_requested');
      await expect(respondent.changeRequest()).toContainText(journey.request);
      await expect(respondent.changeRequest()).toContainText(t('questionnaires.changeRequest.by', { email: 'approver@example.org' }));
      await expect(respondent.changeRequestLink(textQuestion)).toBeVisible();
      await expect(respondent.changeFlag()).toHaveCount(1);
      await respondent.changeRequestLink(textQuestion).click();
      await expect(respondent.answerField(textQuestion)).toHaveValue(journey.answer);
      await respondent.expectNoBlockingViolation();
      saved = await respondent.answer(id, respondent.answerField(textQuestion), journey.fixed);
      expect(saved).toMatchObject({ state: 'changes_requested', answers: { [journey.text.id]: journey.fixed, [journey.number.id]: journey.suppliers } });
      const resubmitted = await respondent.submit(id);
      expect(resubmitted).toMatchObject({ state: 'submitted', change_request: null });
      await respondent.expectState('submitted');
      await expect(respondent.changeRequest()).toHaveCount(0);

      // 6. The approver finds it submitted again and approves it; the contributor follows the mail's link and finds it approved and read only.
      await review.backLink().click();
      await expect(review.row(name)).toContainText(review.stateName('submitted'));
      await review.openLink(name).click();
      await expect(review.heading()).toHaveText(review.title(name));
      await review.expectState('submitted');
      await expect(review.main()).toContainText(journey.fixed);
      const approved = await review.approve(id, name);
      expect(approved).toMatchObject({ state: 'approved', answers: { [journey.text.id]: journey.fixed } });
      await review.expectState('approved');

      const approvedMail = await mailTo(baseURL!, CONTRIBUTOR, t('questionnairesMail.approved.subject', { name }));
      await contributorPage.goto(linkIn(approvedMail, id));
      await expect(respondent.heading()).toHaveText(name);
      await respondent.expectState('approved');
      await expect(respondent.readOnlyNote(t('questionnaires.answer.approved'))).toBeVisible();
      await expect(respondent.main()).toContainText(journey.fixed);
      await expect(respondent.answerField(textQuestion)).toHaveCount(0);
      await expect(respondent.answerField(numberQuestion)).toHaveCount(0);
      await expect(respondent.submitButton()).toHaveCount(0);

      for (const page of [adminPage, contributorPage, approverPage]) await page.context().close();
    });
  }
});
