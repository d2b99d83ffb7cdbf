import { Migration } from '@mikro-orm/migrations';

/**
 * The default exclusion reason "not in language" reads "not in an included language" from now on
 * (DEFAULT_EXCLUSION_REASONS). A project still on the defaults (exclusion_reasons null) whose reviewers gave
 * the old one keeps the list it had, so that reason stays offered and filterable on its records; other
 * projects on the defaults offer the new wording. Records keep the reason they were given.
 */
export const KEEP_LANGUAGE_REASON = `
  update project p
     set exclusion_reasons = array['wrong population', 'wrong intervention', 'wrong comparator', 'wrong outcome',
                                   'wrong study design', 'wrong publication type', 'not in language', 'duplicate']
   where p.exclusion_reasons is null
     and exists (select 1 from citation_review r where r.project_id = p.id and r.exclusion_reason = 'not in language')`;

export class Migration20261207085500_language_reason extends Migration {
  override name = 'Migration20261207085500_language_reason';

  override up(): void | Promise<void> {
    this.addSql(KEEP_LANGUAGE_REASON);
  }

  override down(): void | Promise<void> {
    // The lists it wrote are the ones those projects offered before: nothing to undo.
  }
}
