import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { sections, subjects } from '../data-collection/test-fixtures.js';
import { indicators } from '../indicators/test-fixtures.js';

/**
 * The search tests' own records, with words no demo text uses (quokka, wombatique, zébrule), in the
 * test app's client and in another client whose rows must never be found.
 */
export async function seedSearchRecords(db: Database, clientId: number): Promise<{ otherClientId: number }> {
  await addIndicator(db, clientId, 'st_quokka_releases', {
    name: { en: 'Xylophonic releases', fr: 'Rejets xylophoniques' },
    methodology: {
      en: '<p>Each kiln <strong>emission</strong> of quokka gas is measured at the smelter. Figures &lt;b&gt; are rounded &amp; checked.</p>',
      fr: '<p>Chaque <strong>émission</strong> de gaz quokka est mesurée à l’aluminerie. Les chiffres &lt;b&gt; sont arrondis.</p>',
    },
    notes: { en: '<ul><li>Reviewed yearly.</li></ul>', fr: '<ul><li>Revu chaque année.</li></ul>' },
  });
  for (let index = 0; index < 25; index++) {
    await addIndicator(db, clientId, `st_zebrule_${index}`, {
      name: { en: `Zébrule figure ${index}`, fr: `Chiffre zébrule ${index}` },
      methodology: { en: null, fr: null },
      notes: { en: null, fr: null },
    });
  }
  const [section] = await db
    .insert(sections)
    .values({ clientId, key: 'st_section', name: { en: 'Quokka habitat', fr: 'Habitat des quokkas' }, position: 900 })
    .returning({ id: sections.id });
  await db.insert(subjects).values([
    {
      clientId,
      sectionId: section!.id,
      key: 'st_marsupials',
      name: { en: 'Marsupial counts', fr: 'Dénombrement des marsupiaux' },
      fields: [
        {
          id: 'burrows',
          name: { en: 'Burrows surveyed', fr: 'Terriers inventoriés' },
          type: 'number',
          localized: false,
          required: false,
          help: { en: 'Count every wombatique burrow', fr: 'Compter chaque terrier wombatique' },
        },
      ],
    },
    { clientId, sectionId: section!.id, key: 'st_archived', name: { en: 'Archived wombatique', fr: 'Wombatique archivé' }, archivedAt: new Date() },
  ]);

  const [ours] = await db.select({ settings: clients.settings }).from(clients).where(eq(clients.id, clientId));
  const [other] = await db.insert(clients).values({ name: 'st-other', title: 'Other', settings: ours!.settings }).returning({ id: clients.id });
  await addIndicator(db, other!.id, 'st_other_quokka', {
    name: { en: 'Other quokka xylophonic', fr: 'Autre quokka xylophonique' },
    methodology: { en: '<p>quokka emission</p>', fr: '<p>émission quokka</p>' },
    notes: { en: null, fr: null },
  });
  const [otherSection] = await db
    .insert(sections)
    .values({ clientId: other!.id, key: 'st_section', name: { en: 'Quokka habitat', fr: 'Habitat des quokkas' } })
    .returning({ id: sections.id });
  await db.insert(subjects).values({ clientId: other!.id, sectionId: otherSection!.id, key: 'st_other_wombatique', name: { en: 'Wombatique', fr: 'Wombatique' } });
  return { otherClientId: other!.id };
}

type IndicatorTexts = Pick<typeof indicators.$inferInsert, 'name' | 'methodology' | 'notes'>;

async function addIndicator(db: Database, clientId: number, key: string, texts: IndicatorTexts): Promise<void> {
  await db.insert(indicators).values({ clientId, key, section: 'st', subsection: 'search', type: 'chart', path: `/indicators/st/search/${key}`, ...texts });
}
