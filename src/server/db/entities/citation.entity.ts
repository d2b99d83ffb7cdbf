import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from './project.entity.ts';

export const Citation = defineEntity({
  name: 'Citation',
  tableName: 'citation',
  indexes: [
    // Every citation of a project, active ones (duplicate_of null) together: the list's two counts (before
    // and after the keyword filter) from the index alone, the removed duplicates, and the project's rows for
    // its foreign key (deleting a project finds its citations here instead of reading the whole table). A
    // score write adds one entry per active citation here, as it did to the partial count index this replaced.
    {
      name: 'citation_project_idx',
      expression:
        'create index "citation_project_idx" on "citation" ("project_id", "duplicate_of", "is_relevant", "keyword_match")',
    },
    // The label counters (asked by every list and label request) read only the few labelled citations.
    {
      name: 'citation_labelled_idx',
      expression:
        'create index "citation_labelled_idx" on "citation" ("project_id", "iteration") where "is_relevant" is not null',
    },
    // A page of the list in its default order is found in this index alone (the filters' columns are
    // included), without sorting the project or reading the rows it skips.
    {
      name: 'citation_list_order_idx',
      expression:
        'create index "citation_list_order_idx" on "citation" ("project_id", "relevance_score" desc nulls last, "keyword_score" desc, "id") include ("is_relevant", "keyword_match", "iteration") where "duplicate_of" is null',
    },
    // The project's active citations in id order, for the work that reads them a page at a time (training and
    // keyword suggestions, the tokens' and the exact hashes' pages, the keyword samples): the first page starts at
    // the project's own first citation instead of walking the primary key past every citation of the projects
    // before it (on the embedded database 0.1-0.2 s of everyone's time, docs/performance.md, Load).
    {
      name: 'citation_active_id_idx',
      expression:
        'create index "citation_active_id_idx" on "citation" ("project_id", "id") where "duplicate_of" is null',
    },
    // "Has this project citations still to tokenise?" is asked by every list request: one index probe. A citation
    // whose tokens were stored before the title's count was (Migration20261129060000) still needs that count.
    {
      name: 'citation_untokenised_idx',
      expression:
        'create index "citation_untokenised_idx" on "citation" ("project_id") where "tokens" is null or "title_token_count" is null',
    },
  ],
  // A new column needs `set statistics 20` in its migration (see Migration20261124140000_citation_statistics_sample),
  // a free-text one `set statistics 0` (Migration20261128072528_citation_project_index).
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    title: p.text(),
    abstract: p.text().default(''),
    authors: p.text().nullable(),
    year: p.integer().nullable(),
    journal: p.text().nullable(),
    doi: p.text().nullable(),
    volume: p.text().nullable(),
    issue: p.text().nullable(),
    pages: p.text().nullable(),
    keywords: p.text().nullable(),
    url: p.text().nullable(),
    /** The record's own identifier in the file it was imported from (CSV id, RIS ID/AN, PMID, BibTeX key, EndNote rec-number). */
    source_record_id: p.text().nullable(),
    /** The kind of publication as its file named it ("JOUR", "Journal Article; Comment", "Conference Paper"); kinds in shared/publication-kind.ts. */
    publication_type: p.text().nullable(),
    is_relevant: p.boolean().nullable(),
    iteration: p.integer().nullable(),
    /** Blind dual screening: when a lead settled the reviewers' disagreement (the label is then the lead's, whatever they change later). */
    resolved_at: p.datetime().nullable(),
    relevance_score: p.double().nullable(),
    // Soft removal: a duplicate points at the citation kept in its place and can be restored.
    duplicate_of: p.integer().nullable(),
    // Fingerprint of the normalised title and abstract (see ml/normalize-text.ts) for exact-duplicate checks.
    exact_hash: p.string().length(40),
    // Lemmas of title and abstract without stop words, punctuation or numbers, space-separated; filled by a
    // background worker after import (see citation-tokens.service.ts) so no request re-tokenises a project.
    tokens: p.text().nullable(),
    token_count: p.integer().nullable(),
    /** How many of the tokens are the title's (they come first): the ranker reads the title twice. */
    title_token_count: p.integer().nullable(),
    // The saved keywords' verdict on this citation, kept here so a list page is an index read rather than a
    // regular expression over every citation (see keyword-scores.ts): passes the include/exclude filter, and
    // its BM25 score over the include words.
    keyword_match: p.boolean().default(true),
    keyword_score: p.double().default(0),
    // The import_file it came from (the PRISMA diagram's source). A plain id, not a foreign key: a key
    // would make every deleted import_file row search the citation table for rows pointing at it.
    source_file_id: p.integer().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export type CitationEntity = InferEntity<typeof Citation>;
