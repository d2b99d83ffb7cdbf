import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043849_initial extends Migration {
  override name = 'Migration20261122043849_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_hit" ("id" bigserial primary key, "key" varchar(300) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "rate_limit_hit_key_created_at_index" on "rate_limit_hit" ("key", "created_at");`);

    this.addSql(
      `create table "app_user" ("id" serial primary key, "username" varchar(150) not null, "email" varchar(254) not null, "email_normalized" varchar(254) not null, "first_name" varchar(150) not null, "last_name" varchar(150) not null, "password_hash" varchar(255) not null, "is_admin" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_username_unique" unique ("username");`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_email_normalized_unique" unique ("email_normalized");`,
    );

    this.addSql(
      `create table "app_session" ("id" varchar(64) not null, "user_id" int not null, "remember" boolean not null default false, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "app_session_user_id_index" on "app_session" ("user_id");`);
    this.addSql(`create index "app_session_expires_at_index" on "app_session" ("expires_at");`);

    this.addSql(
      `create table "project" ("id" serial primary key, "name" varchar(255) not null, "user_id" int not null, "created_at" timestamptz not null, "current_iteration" int not null default 0, "keywords_selected" boolean not null default false, "duplicates_removed" int not null default 0, "dedup_completed_at" timestamptz null, "removal_strategy" varchar(50) null, "processing_summary" jsonb null);`,
    );
    this.addSql(`create index "project_user_id_index" on "project" ("user_id");`);

    this.addSql(
      `create table "training_run" ("id" serial primary key, "project_id" int not null, "iteration" int not null, "model_name" varchar(100) not null, "parameters" jsonb not null, "training_size" int not null, "relevant_count" int not null, "irrelevant_count" int not null, "metrics" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "training_run_project_id_index" on "training_run" ("project_id");`);

    this.addSql(
      `create table "keyword" ("id" serial primary key, "project_id" int not null, "word" varchar(200) not null, "score" int not null default 0, "include" boolean not null default false, "exclude" boolean not null default false, "frequency" int not null default 1);`,
    );
    this.addSql(`alter table "keyword" add constraint "keyword_project_id_word_unique" unique ("project_id", "word");`);

    this.addSql(
      `create table "citation" ("id" serial primary key, "project_id" int not null, "title" text not null, "abstract" text not null default '', "authors" text null, "year" int null, "journal" text null, "doi" varchar(255) null, "volume" varchar(50) null, "issue" varchar(50) null, "pages" varchar(50) null, "keywords" text null, "url" text null, "is_relevant" boolean null, "iteration" int null, "relevance_score" double precision null, "duplicate_of" int null, "exact_hash" varchar(40) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "citation_project_id_duplicate_of_index" on "citation" ("project_id", "duplicate_of");`);
    this.addSql(`create index "citation_project_id_is_relevant_index" on "citation" ("project_id", "is_relevant");`);
    this.addSql(`create index "citation_project_id_exact_hash_index" on "citation" ("project_id", "exact_hash");`);

    this.addSql(
      `create table "duplicate_record" ("id" serial primary key, "project_id" int not null, "kept_id" int not null, "removed_id" int not null, "reason" text not null, "similarity_score" double precision not null, "detection_method" varchar(50) not null, "restored_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "duplicate_record_project_id_index" on "duplicate_record" ("project_id");`);
    this.addSql(`create index "duplicate_record_removed_id_index" on "duplicate_record" ("removed_id");`);

    this.addSql(
      `alter table "app_session" add constraint "app_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "project" add constraint "project_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "training_run" add constraint "training_run_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "keyword" add constraint "keyword_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "citation" add constraint "citation_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "duplicate_record" add constraint "duplicate_record_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "duplicate_record" add constraint "duplicate_record_kept_id_foreign" foreign key ("kept_id") references "citation" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "duplicate_record" add constraint "duplicate_record_removed_id_foreign" foreign key ("removed_id") references "citation" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_session" drop constraint "app_session_user_id_foreign";`);
    this.addSql(`alter table "project" drop constraint "project_user_id_foreign";`);
    this.addSql(`alter table "training_run" drop constraint "training_run_project_id_foreign";`);
    this.addSql(`alter table "keyword" drop constraint "keyword_project_id_foreign";`);
    this.addSql(`alter table "citation" drop constraint "citation_project_id_foreign";`);
    this.addSql(`alter table "duplicate_record" drop constraint "duplicate_record_project_id_foreign";`);
    this.addSql(`alter table "duplicate_record" drop constraint "duplicate_record_kept_id_foreign";`);
    this.addSql(`alter table "duplicate_record" drop constraint "duplicate_record_removed_id_foreign";`);

    this.addSql(`drop table if exists "rate_limit_hit" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "app_session" cascade;`);
    this.addSql(`drop table if exists "project" cascade;`);
    this.addSql(`drop table if exists "training_run" cascade;`);
    this.addSql(`drop table if exists "keyword" cascade;`);
    this.addSql(`drop table if exists "citation" cascade;`);
    this.addSql(`drop table if exists "duplicate_record" cascade;`);
  }
}
