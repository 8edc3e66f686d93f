// Data shared by the import and export benchmarks: the demo subject entered per smelter, given many
// sites and periods, and a contributor who acts for every organisation. Plain SQL on a database the
// app has migrated and seeded with the demo client (`seedConfiguredClient`).

/** The demo subject entered per smelter (depth 2 of the organisation tree): production, cast product, comment. */
export const SUBJECT_KEY = 'aluminium_production';
/** A demo contributor of that subject; the benchmarks make them act for the organisation root. */
export const CONTRIBUTOR = { email: 'contributor@example.org', password: 'DemoPass2024' };
export const PERIOD_COUNT = 50;
/** 1973–2022: the demo's own periods stay the last ones. */
export const PERIODS = Array.from({ length: PERIOD_COUNT }, (_, index) => String(2022 - PERIOD_COUNT + 1 + index));
/** Sites are named after one of twenty towns and numbered, so every name is different. */
export const TOWNS = ['Rimouski', 'Sherbrooke', 'Gatineau', 'Saguenay', 'Drummondville', 'Granby', 'Joliette', 'Matane', 'Rouyn-Noranda', "Val-d'Or",
  'Victoriaville', 'Magog', 'Amos', 'Roberval', 'Dolbeau', 'Chibougamau', 'Gaspé', 'Lévis', 'Thetford', 'Valleyfield'];
const PRODUCERS = ['boreal', 'laurentide', 'saint_laurent'];

/** The n-th benchmark site (from 1): its tag key and names, as `addSites` stores them. */
export const siteOf = (n) => {
  const town = TOWNS[n % TOWNS.length];
  return { key: `bench_site_${String(n).padStart(5, '0')}`, name: { en: `${town} plant ${n}`, fr: `Usine ${n} de ${town}` } };
};

/** Tag signature prefix of every benchmark site's inputs. */
export const BENCH_SIGNATURES = 'organisation=bench_site_%';

/**
 * Prepares the demo client for `siteCount` more sites: the sites (tags at depth 2 under the three
 * producers, named as `siteOf` names them), the subject's 50 periods, and the contributor acting for
 * the organisation root (every site in scope) instead of their one producer. Answers the ids the
 * benchmarks need and the subject's fields.
 */
export async function prepareSites(query, siteCount) {
  const [client] = await query(`select id from clients where name = 'demo'`);
  const [subject] = await query('select id, fields from subjects where client_id = $1 and key = $2', [client.id, SUBJECT_KEY]);
  await query('update subjects set periods = $1::text::jsonb where id = $2', [JSON.stringify(PERIODS), subject.id]);
  await query(
    `insert into tags (client_id, key, dimension, parent_id, depth, name, position)
     select $1, 'bench_site_' || lpad(n::text, 5, '0'), 'organisation', parent.id, 2,
            jsonb_build_object('en', town || ' plant ' || n, 'fr', 'Usine ' || n || ' de ' || town), 100 + n
       from generate_series(1, $2::int) n
       cross join lateral (select ($3::text::jsonb) ->> (n % jsonb_array_length($3::text::jsonb)) as town,
                                  ($4::text::jsonb) ->> (n % jsonb_array_length($4::text::jsonb)) as producer) picked
       join tags parent on parent.client_id = $1 and parent.key = picked.producer`,
    [client.id, siteCount, JSON.stringify(TOWNS), JSON.stringify(PRODUCERS)],
  );
  const [user] = await query('select id from users where client_id = $1 and email = $2', [client.id, CONTRIBUTOR.email]);
  await query('delete from user_tags where user_id = $1', [user.id]);
  await query(`insert into user_tags (user_id, tag_id) select $1, id from tags where client_id = $2 and key = 'organisation' and parent_id is null`, [user.id, client.id]);
  const [{ contributes }] = await query('select count(*)::int as contributes from subject_contributors where subject_id = $1 and user_id = $2', [subject.id, user.id]);
  if (contributes !== 1) throw new Error(`${CONTRIBUTOR.email} is not a contributor of ${SUBJECT_KEY}`);
  return { clientId: client.id, subjectId: subject.id, userId: user.id, fields: subject.fields };
}

/**
 * The benchmark sites' live inputs of the subject, as one digest of every stored column that an import
 * or a plain insert decides (not ids or times), with their count: two ways of writing the same rows
 * must give the same digest.
 */
export async function benchInputsDigest(query, subjectId) {
  const [row] = await query(
    `select count(*)::int as count,
            md5(coalesce(string_agg(concat_ws('|', period, tags::text, tag_keys::text, tag_signature, values::text, not_applicable::text, state,
                                              lock_version, justification, refusal_reason, search_text, created_by_id, updated_by_id),
                                    E'\\n' order by period, tag_signature), '')) as digest
       from inputs where subject_id = $1 and deleted_at is null and tag_signature like $2`,
    [subjectId, BENCH_SIGNATURES],
  );
  return row;
}
