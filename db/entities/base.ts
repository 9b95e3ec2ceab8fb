import { randomUUID } from "node:crypto";
import {
  defineEntity,
  type EntityMetadataWithProperties,
  type EntitySchema,
  type InferEntityFromProperties,
} from "@mikro-orm/core";

const p = defineEntity.properties;

/** Columns every table with a uuid key shares: the key and creation/update times. */
const baseProperties = {
  id: p
    .uuid()
    .primary()
    .onCreate(() => randomUUID()),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};

/** The abstract entity the others extend (MikroORM's base entity pattern): it has no table of its own. */
export const BaseEntity = defineEntity({ name: "BaseEntity", abstract: true, properties: baseProperties });

type Properties = Record<string, unknown>;
type EntityMeta<All extends Properties, Own extends Properties> = Omit<
  EntityMetadataWithProperties<All>,
  "properties" | "extends"
> & { properties: Own };

/**
 * `define` for entities that extend `base`, whose properties are `baseProps`: MikroORM maps the inherited
 * columns through `extends`; the entity's type is inferred from the inherited and its own properties
 * together (MikroORM 6's `defineEntity` types only the own ones), so indexes may name inherited columns.
 */
export function extending<BaseProps extends Properties>(base: object, _baseProps: BaseProps) {
  return <const Own extends Properties>(meta: EntityMeta<BaseProps & Own, Own>) =>
    defineEntity({ ...meta, extends: base } as never) as unknown as EntitySchema<
      InferEntityFromProperties<BaseProps & Own>,
      never
    >;
}

/** Defines an entity on `BaseEntity`: id, createdAt and updatedAt are inherited. */
export const defineBaseEntity = extending(BaseEntity, baseProperties);

/**
 * A status column: one of the shared option list's strings (the zod schemas parse with the same list),
 * stored as text under a check constraint.
 */
export const oneOf = <const T extends readonly string[]>(values: T) => p.enum([...values] as T[number][]);

export { p, baseProperties };
