import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261207085500_language_reason } from './Migration20261207085500_language_reason.ts';
import { Migration20261207014500_publication_type } from './Migration20261207014500_publication_type.ts';
import { Migration20261207004511_blind_decisions } from './Migration20261207004511_blind_decisions.ts';
import { Migration20261206213837_screening_hold } from './Migration20261206213837_screening_hold.ts';
import { Migration20261203123638_active_id_index } from './Migration20261203123638_active_id_index.ts';
import { Migration20261128072528_citation_project_index } from './Migration20261128072528_citation_project_index.ts';
import { Migration20261128140000_wide_text_out_of_line } from './Migration20261128140000_wide_text_out_of_line.ts';
import { Migration20261128180000_score_backup } from './Migration20261128180000_score_backup.ts';
import { Migration20261129060000_title_token_count } from './Migration20261129060000_title_token_count.ts';
import { Migration20261129180000_source_record_id } from './Migration20261129180000_source_record_id.ts';
import { Migration20261129200000_reviews_outlive_accounts } from './Migration20261129200000_reviews_outlive_accounts.ts';
import { Migration20261129203000_label_event_resolution } from './Migration20261129203000_label_event_resolution.ts';
import { Migration20261202020000_label_event_resolver } from './Migration20261202020000_label_event_resolver.ts';
import { Migration20261202060000_unsettle_stuck_records } from './Migration20261202060000_unsettle_stuck_records.ts';
import { Migration20261202063000_import_file_skipped_rows } from './Migration20261202063000_import_file_skipped_rows.ts';
import { Migration20261127213837_dual_screening } from './Migration20261127213837_dual_screening.ts';
import { Migration20261125225921_notes_and_reasons } from './Migration20261125225921_notes_and_reasons.ts';
import { Migration20261125202742_import_files } from './Migration20261125202742_import_files.ts';
import { Migration20261125193510_project_members } from './Migration20261125193510_project_members.ts';
import { Migration20261125193552_project_import_until } from './Migration20261125193552_project_import_until.ts';
import { Migration20261125193717_continuous_screening } from './Migration20261125193717_continuous_screening.ts';
import { Migration20261125213000_members_label_continuously } from './Migration20261125213000_members_label_continuously.ts';
import { Migration20261125170057_project_deleted_at } from './Migration20261125170057_project_deleted_at.ts';
import { Migration20261124140000_citation_statistics_sample } from './Migration20261124140000_citation_statistics_sample.ts';
import { Migration20261125174000_labels_end_with_trainings } from './Migration20261125174000_labels_end_with_trainings.ts';
import { Migration20261126090000_us_spelling_lemmas } from './Migration20261126090000_us_spelling_lemmas.ts';
import { Migration20261124132018_no_exact_hash_index } from './Migration20261124132018_no_exact_hash_index.ts';
import { Migration20261124130000_citation_rows_uncompressed } from './Migration20261124130000_citation_rows_uncompressed.ts';
import { Migration20261124103000_fewer_citation_indexes } from './Migration20261124103000_fewer_citation_indexes.ts';
import { Migration20261124090000_label_function } from './Migration20261124090000_label_function.ts';
import { Migration20261123224500_word_lemmas } from './Migration20261123224500_word_lemmas.ts';
import { Migration20261123185843_keyword_scores } from './Migration20261123185843_keyword_scores.ts';
import { Migration20261123181046_project_claims } from './Migration20261123181046_project_claims.ts';
import { Migration20261123141220_citation_text_fields } from './Migration20261123141220_citation_text_fields.ts';
import { Migration20261122053147_training } from './Migration20261122053147_training.ts';
import { Migration20261122051213_citation_tokens } from './Migration20261122051213_citation_tokens.ts';
import { Migration20261122050515_duplicate_status } from './Migration20261122050515_duplicate_status.ts';
import { Migration20261122043849_initial } from './Migration20261122043849_initial.ts';

/** Every migration, in order. Listed explicitly so the app never scans the file system at start. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122043849_initial', class: Migration20261122043849_initial },
  { name: 'Migration20261122050515_duplicate_status', class: Migration20261122050515_duplicate_status },
  { name: 'Migration20261122051213_citation_tokens', class: Migration20261122051213_citation_tokens },
  { name: 'Migration20261122053147_training', class: Migration20261122053147_training },
  { name: 'Migration20261123141220_citation_text_fields', class: Migration20261123141220_citation_text_fields },
  { name: 'Migration20261123181046_project_claims', class: Migration20261123181046_project_claims },
  { name: 'Migration20261123185843_keyword_scores', class: Migration20261123185843_keyword_scores },
  { name: 'Migration20261123224500_word_lemmas', class: Migration20261123224500_word_lemmas },
  { name: 'Migration20261124090000_label_function', class: Migration20261124090000_label_function },
  { name: 'Migration20261124103000_fewer_citation_indexes', class: Migration20261124103000_fewer_citation_indexes },
  {
    name: 'Migration20261124130000_citation_rows_uncompressed',
    class: Migration20261124130000_citation_rows_uncompressed,
  },
  { name: 'Migration20261124132018_no_exact_hash_index', class: Migration20261124132018_no_exact_hash_index },
  {
    name: 'Migration20261124140000_citation_statistics_sample',
    class: Migration20261124140000_citation_statistics_sample,
  },
  { name: 'Migration20261125170057_project_deleted_at', class: Migration20261125170057_project_deleted_at },
  {
    name: 'Migration20261125174000_labels_end_with_trainings',
    class: Migration20261125174000_labels_end_with_trainings,
  },
  { name: 'Migration20261125193552_project_import_until', class: Migration20261125193552_project_import_until },
  { name: 'Migration20261125193510_project_members', class: Migration20261125193510_project_members },
  { name: 'Migration20261125202742_import_files', class: Migration20261125202742_import_files },
  { name: 'Migration20261125193717_continuous_screening', class: Migration20261125193717_continuous_screening },
  {
    name: 'Migration20261125213000_members_label_continuously',
    class: Migration20261125213000_members_label_continuously,
  },
  { name: 'Migration20261126090000_us_spelling_lemmas', class: Migration20261126090000_us_spelling_lemmas },
  { name: 'Migration20261125225921_notes_and_reasons', class: Migration20261125225921_notes_and_reasons },
  { name: 'Migration20261127213837_dual_screening', class: Migration20261127213837_dual_screening },
  { name: 'Migration20261128072528_citation_project_index', class: Migration20261128072528_citation_project_index },
  { name: 'Migration20261128140000_wide_text_out_of_line', class: Migration20261128140000_wide_text_out_of_line },
  { name: 'Migration20261128180000_score_backup', class: Migration20261128180000_score_backup },
  { name: 'Migration20261129060000_title_token_count', class: Migration20261129060000_title_token_count },
  { name: 'Migration20261129180000_source_record_id', class: Migration20261129180000_source_record_id },
  {
    name: 'Migration20261129200000_reviews_outlive_accounts',
    class: Migration20261129200000_reviews_outlive_accounts,
  },
  {
    name: 'Migration20261129203000_label_event_resolution',
    class: Migration20261129203000_label_event_resolution,
  },
  { name: 'Migration20261202020000_label_event_resolver', class: Migration20261202020000_label_event_resolver },
  {
    name: 'Migration20261202060000_unsettle_stuck_records',
    class: Migration20261202060000_unsettle_stuck_records,
  },
  {
    name: 'Migration20261202063000_import_file_skipped_rows',
    class: Migration20261202063000_import_file_skipped_rows,
  },
  { name: 'Migration20261203123638_active_id_index', class: Migration20261203123638_active_id_index },
  { name: 'Migration20261206213837_screening_hold', class: Migration20261206213837_screening_hold },
  { name: 'Migration20261207004511_blind_decisions', class: Migration20261207004511_blind_decisions },
  { name: 'Migration20261207014500_publication_type', class: Migration20261207014500_publication_type },
  { name: 'Migration20261207085500_language_reason', class: Migration20261207085500_language_reason },
];
