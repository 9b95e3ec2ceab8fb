import { Migration } from "@mikro-orm/migrations";

/**
 * People's contact details get their own token scope, `people:read` (docs/decisions/121). A token that
 * held `registrations:read` could read them before (players' and staff's contacts, sponsor inquiries),
 * so it keeps them: it gets `people:read` too. Data only; the schema does not change.
 */
export class Migration20261128172059PeopleReadScope extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "api_tokens" set "scopes" = "scopes" || '["people:read"]'::jsonb where "scopes" ? 'registrations:read' and not "scopes" ? 'people:read';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "api_tokens" set "scopes" = "scopes" - 'people:read';`);
  }
}
