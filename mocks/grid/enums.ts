import { vendors } from '../db/run-data';
import { enumOf, type EnumDef } from './columns';

/** How an audit run ended (audit_run_scan_status). */
export const runStatus = enumOf('audit_run_scan_status', ['Completed', 'In progress', 'Failed']);
/** Class of an HTTP status (status_code_type). */
export const statusCodeType = enumOf('status_code_type', ['Good (2xx)', 'Redirect (3xx)', 'Broken']);
/** Cookie SameSite attribute (cookie_same_site). */
export const cookieSameSite = enumOf('cookie_same_site', ['Lax', 'Strict', 'None']);
/** Cookie party (cookie_party_type). */
export const cookiePartyType = enumOf('cookie_party_type', ['1st party', '3rd party']);
/** Session or dated cookie (cookie_expiration_type). */
export const cookieExpirationType = enumOf('cookie_expiration_type', ['Session', 'Timestamp']);
/** Request party (party_type). */
export const partyType = enumOf('party_type', ['1st party', '3rd party']);
/** HTTP method (request_method). */
export const requestMethod = enumOf('request_method', ['GET', 'POST']);
/** Request resource type (request_resource_type). */
export const resourceType = enumOf('request_resource_type', [
  'document',
  'script',
  'stylesheet',
  'image',
  'font',
  'xhr',
  'other',
]);
/** Console log level (log_level). */
export const logLevel = enumOf('log_level', ['error', 'warn', 'info', 'debug', 'other']);
/** Outcome of a rule on a page (rule_result). */
export const ruleResult = enumOf('rule_result', ['Passed', 'Failed', 'Not applied']);
/** How a web journey run ended (web_journey_run_status). */
export const journeyRunStatus = enumOf('web_journey_run_status', [
  'Passed',
  'Rule failures',
  'Action failed',
  'In progress',
]);
/** Accessibility issue impact (accessibility_issue_impact). */
export const issueImpact = enumOf('accessibility_issue_impact', ['minor', 'moderate', 'serious', 'critical']);
/** WCAG conformance level (accessibility_issue_wcag_conformance_level). */
export const wcagLevel = enumOf('accessibility_issue_wcag_conformance_level', ['A', 'AA', 'AAA']);
/** WCAG version (accessibility_issue_wcag_version). */
export const wcagVersion = enumOf('accessibility_issue_wcag_version', ['2.0', '2.1', '2.2']);
/** Where a link leads (link_source_type). */
export const linkSourceType = enumOf('link_source_type', [
  'Internal',
  'External',
  'Unscanned internal',
  'Unscanned external',
]);

/** The tag catalogue (tag_technology): tag id → tag name. */
export const TAG_ENUM: EnumDef = {
  referenceType: 'tag_technology',
  values: vendors.map((vendor) => ({ id: vendor.tagId, name: vendor.name })),
};

/** Tag categories of the catalogue (tag_category): category id → name. */
export const TAG_CATEGORY_ENUM: EnumDef = {
  referenceType: 'tag_category',
  values: [...new Map(vendors.map((vendor) => [vendor.categoryId, vendor.category])).entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, name]) => ({ id, name })),
};

/** A tag vendor's name: the first word of its tag's name (Google, Adobe, Meta…). */
export const vendorName = (tagName: string) => tagName.split(' ')[0] ?? tagName;
