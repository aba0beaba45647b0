import { linksFrom, type PageLink } from '../../db/run-data/links';
import { hash32, prng } from '../../db/run-data/random';
import { pageRuleFailures, runRuleResults } from '../../db/run-data/rule-results';
import { auditColumns, pageColumns, pageMetricColumns, runColumns, statusTypeId, urlParts } from '../blocks';
import { bool, col, lift, type ColumnSpec } from '../columns';
import { detailContexts, memoPerDb, type PageCtx } from '../context';
import { issueImpact, linkSourceType, statusCodeType, wcagLevel, wcagVersion } from '../enums';
import { pageBlock } from './detail';

/** How many of the rules its run applied failed on a page, as the run's rule summary counts them. */
const ruleFailuresOf = (p: PageCtx) =>
  pageRuleFailures(runRuleResults(p.run.db, p.run.audit.audit.id, p.run.run.id, p.data), p.page);

/** Pages grid columns: the page, its metrics, its run and its audit. */
export const pagesColumns: ColumnSpec<PageCtx>[] = [
  ...pageColumns,
  ...pageMetricColumns,
  { ...col.integer('RULE_FAILURE_COUNT', 'Rule failures', ruleFailuresOf, 'count'), lazy: true },
  ...lift(runColumns, (p: PageCtx) => p.run),
  ...lift(auditColumns, (p: PageCtx) => p.run.audit),
];

/** A link found on a page. */
export interface LinkCtx {
  page: PageCtx;
  link: PageLink;
}

/** Every link on the detail pages. */
export const linkContexts = memoPerDb('links', (db): LinkCtx[] =>
  detailContexts(db).flatMap((page) =>
    linksFrom(page.data.site, page.data.pages, page.page).map((link) => ({ page, link })),
  ),
);

const kindName = {
  internal: 'Internal',
  external: 'External',
  unscanned_internal: 'Unscanned internal',
  unscanned_external: 'Unscanned external',
} as const;

/** Link grid columns. */
export const linkColumns: ColumnSpec<LinkCtx>[] = [
  col.text('LINK_URL', 'Link URL', (l) => l.link.linkedUrl, { nullable: false }),
  col.text('LINK_URL_SCHEME', 'Link scheme', (l) => urlParts(l.link.linkedUrl).scheme),
  col.text('LINK_URL_DOMAIN', 'Link domain', (l) => urlParts(l.link.linkedUrl).domain),
  col.text('LINK_URL_PATH', 'Link path', (l) => urlParts(l.link.linkedUrl).path),
  col.text('LINK_URL_QUERY_PARAMS', 'Link query string', (l) => urlParts(l.link.linkedUrl).query),
  col.text('LINK_TEXT', 'Link text', (l) => l.link.text),
  col.enumeration('LINK_SOURCE_TYPE', 'Link type', linkSourceType.def, (l) =>
    linkSourceType.id(kindName[l.link.kind]),
  ),
  bool(
    'IS_LINK_EXTERNAL',
    'External',
    (l) => l.link.kind === 'external' || l.link.kind === 'unscanned_external',
  ),
  bool('IS_LINK_SCANNED', 'Scanned', (l) => l.link.kind === 'internal' || l.link.kind === 'external'),
  col.text('DESTINATION_FINAL_PAGE_URL', 'Destination URL', (l) => l.link.finalUrl),
  col.integer(
    'DESTINATION_INITIAL_PAGE_STATUS_CODE',
    'Link status code',
    (l) => l.link.linkedStatus || null,
    'code',
    { nullable: true },
  ),
  col.integer(
    'DESTINATION_FINAL_PAGE_STATUS_CODE',
    'Destination status code',
    (l) => l.link.finalStatus || null,
    'code',
    { nullable: true },
  ),
  col.enumeration(
    'DESTINATION_FINAL_PAGE_STATUS_CODE_TYPE',
    'Destination status type',
    statusCodeType.def,
    (l) => statusTypeId(l.link.finalStatus),
  ),
  ...pageBlock((l: LinkCtx) => l.page),
];

/** An axe-style accessibility rule the mock finds on pages. */
interface A11yRule {
  id: string;
  description: string;
  criteria: string;
  level: 'A' | 'AA' | 'AAA';
  version: '2.0' | '2.1' | '2.2';
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
  category: string;
  /** How often a page has it. */
  rate: number;
  html: string;
  selector: string;
  manual?: boolean;
}

const a11yRules: A11yRule[] = [
  {
    id: 'color-contrast',
    description: 'Elements must meet minimum color contrast ratio thresholds',
    criteria: '1.4.3 Contrast (Minimum)',
    level: 'AA',
    version: '2.0',
    impact: 'serious',
    category: 'Color',
    rate: 0.55,
    html: '<span class="price-was">$129.00</span>',
    selector: '.product-card .price-was',
  },
  {
    id: 'image-alt',
    description: 'Images must have alternate text',
    criteria: '1.1.1 Non-text Content',
    level: 'A',
    version: '2.0',
    impact: 'critical',
    category: 'Text Alternatives',
    rate: 0.3,
    html: '<img src="/static/images/hero.webp">',
    selector: '.hero > img',
  },
  {
    id: 'link-name',
    description: 'Links must have discernible text',
    criteria: '2.4.4 Link Purpose (In Context)',
    level: 'A',
    version: '2.0',
    impact: 'serious',
    category: 'Name Role Value',
    rate: 0.25,
    html: '<a href="/cart" class="icon-cart"></a>',
    selector: 'header .icon-cart',
  },
  {
    id: 'label',
    description: 'Form elements must have labels',
    criteria: '4.1.2 Name, Role, Value',
    level: 'A',
    version: '2.0',
    impact: 'critical',
    category: 'Forms',
    rate: 0.15,
    html: '<input type="email" name="newsletter">',
    selector: 'footer form input[name="newsletter"]',
  },
  {
    id: 'heading-order',
    description: 'Heading levels should only increase by one',
    criteria: '1.3.1 Info and Relationships',
    level: 'A',
    version: '2.0',
    impact: 'moderate',
    category: 'Semantics',
    rate: 0.35,
    html: '<h4>Related products</h4>',
    selector: 'main section.related h4',
  },
  {
    id: 'target-size',
    description: 'Touch targets must have sufficient size and space',
    criteria: '2.5.8 Target Size (Minimum)',
    level: 'AA',
    version: '2.2',
    impact: 'serious',
    category: 'Sensory and Visual Cues',
    rate: 0.2,
    html: '<button class="swatch" aria-label="Green"></button>',
    selector: '.swatches > .swatch',
  },
  {
    id: 'aria-allowed-attr',
    description: 'Elements must only use supported ARIA attributes',
    criteria: '4.1.2 Name, Role, Value',
    level: 'A',
    version: '2.0',
    impact: 'critical',
    category: 'ARIA',
    rate: 0.08,
    html: '<div role="presentation" aria-label="Menu">',
    selector: 'nav > div[role="presentation"]',
  },
  {
    id: 'video-caption',
    description: 'Video elements must have captions',
    criteria: '1.2.2 Captions (Prerecorded)',
    level: 'A',
    version: '2.0',
    impact: 'critical',
    category: 'Time and Media',
    rate: 0.05,
    html: '<video src="/static/media/trail.mp4" autoplay muted>',
    selector: '.story video',
    manual: true,
  },
];

/** One accessibility issue on a page: a rule that failed on one element. */
export interface IssueCtx {
  page: PageCtx;
  rule: A11yRule;
  /** 1 for the first element with this issue on the page. */
  occurrence: number;
}

/** The accessibility issues of the detail pages, seeded by each page's URL (stable across runs). */
export const issueContexts = memoPerDb('accessibility-issues', (db): IssueCtx[] =>
  detailContexts(db).flatMap((page) => {
    const random = prng(hash32(`a11y:${page.page.url}`));
    return a11yRules.flatMap((rule) => {
      if (!random.chance(rule.rate)) return [];
      const count = random.int(1, 3);
      return Array.from({ length: count }, (_, i) => ({ page, rule, occurrence: i + 1 }));
    });
  }),
);

/** Accessibility issue grid columns. */
export const issueColumns: ColumnSpec<IssueCtx>[] = [
  col.text('ACCESSIBILITY_RULE_ID', 'Rule', (i) => i.rule.id, { nullable: false }),
  col.text('ACCESSIBILITY_ISSUE_DESCRIPTION', 'Issue', (i) => i.rule.description),
  col.text('ACCESSIBILITY_ISSUE_TYPE', 'Issue type', (i) => (i.rule.manual ? 'Needs review' : 'Violation')),
  col.text('WCAG_CRITERIA', 'WCAG criterion', (i) => i.rule.criteria),
  col.enumeration('ACCESSIBILITY_ISSUE_IMPACT', 'Impact', issueImpact.def, (i) =>
    issueImpact.id(i.rule.impact),
  ),
  col.enumeration('WCAG_VERSION', 'WCAG version', wcagVersion.def, (i) => wcagVersion.id(i.rule.version)),
  col.enumeration('WCAG_CONFORMANCE_LEVEL', 'Conformance level', wcagLevel.def, (i) =>
    wcagLevel.id(i.rule.level),
  ),
  bool('ACCESSIBILITY_ISSUE_MANUAL_INSPECTION_NEEDED', 'Needs manual check', (i) => i.rule.manual === true),
  col.text('ACCESSIBILITY_ISSUE_HTML', 'Element HTML', (i) => i.rule.html),
  col.text('ACCESSIBILITY_ISSUE_CSS_SELECTORS', 'CSS selector', (i) =>
    i.occurrence === 1 ? i.rule.selector : `${i.rule.selector}:nth-of-type(${i.occurrence})`,
  ),
  col.text('ACCESSIBILITY_RULE_CATEGORY', 'Rule category', (i) => i.rule.category),
  ...pageBlock((i: IssueCtx) => i.page),
];
