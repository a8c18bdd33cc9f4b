// How a change of the HTTP API's OpenAPI document weighs, as Optic's breaking-changes ruleset judges it (the
// rules a consumer's generated client trips on: a removed operation, response property or status code, a
// narrowed type or enum in a request, a new required request property or parameter, a response property made
// optional...). Optic reads OpenAPI 3.1 as the server writes it, so no 3.0 rendering is needed.
// tooling/openapi-compat.test.mjs holds each case.
import { compareSpecs, typeofDiff } from '@useoptic/openapi-utilities';
import { RuleRunner } from '@useoptic/rulesets-base';
import { BreakingChangesRuleset } from '@useoptic/standard-rulesets';

/** The document as Optic takes it: ours has no $ref, so its source map is empty. */
const asSpec = (document) => ({
  jsonLike: document,
  sourcemap: { rootFilePath: 'openapi.json', files: [], refMappings: {} },
  isEmptySpec: false,
});

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The two documents less what both hold alike: the paths that are the same in both (a path the same on both
 * sides cannot be a breaking change) and `info.version` (it is the version being judged). Optic then reads only
 * what changed, in well under a second instead of tens of seconds for the whole document.
 */
function changedParts(before, after) {
  const paths = new Set([...Object.keys(before.paths ?? {}), ...Object.keys(after.paths ?? {})]);
  const unchanged = [...paths].filter((path) => same(before.paths?.[path], after.paths?.[path]));
  const pick = (document) => ({
    ...document,
    info: { ...document.info, version: '0' },
    paths: Object.fromEntries(
      Object.entries(document.paths ?? {}).filter(([path]) => !unchanged.includes(path)),
    ),
  });
  return [pick(before), pick(after)];
}

/**
 * @typedef {{ level: 'none' | 'patch' | 'minor' | 'major', breaking: string[], changes: number }} OpenApiChange
 * `major`: Optic finds a breaking change (`breaking` says which, where); `minor`: no breaking change and
 * something added (an operation, a property, a parameter); `patch`: only something else changed (a description,
 * an example); `none`: the documents are the same but for `info.version`.
 */

/**
 * @param {object} before the committed document
 * @param {object} after the document the server writes now
 * @returns {Promise<OpenApiChange>}
 */
export async function classifyOpenApiChange(before, after) {
  const [from, to] = changedParts(before, after);
  if (same(from, to)) return { level: 'none', breaking: [], changes: 0 };
  const runner = new RuleRunner([new BreakingChangesRuleset()]);
  const { diffs, results } = await compareSpecs(asSpec(from), asSpec(to), runner, {});
  const breaking = results
    .filter((result) => !result.passed && !result.exempted)
    .map((result) => `${result.where}: ${result.error}`);
  const added = diffs.some((diff) => typeofDiff(diff) === 'added');
  const level = breaking.length > 0 ? 'major' : added ? 'minor' : 'patch';
  return { level, breaking: [...new Set(breaking)], changes: diffs.length };
}
