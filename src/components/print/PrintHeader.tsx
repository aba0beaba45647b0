import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '@/api/account/current-user';
import { formatDateTime } from '@/lib/format';
import { filtersInEffect, type PrintFacts } from './print-facts';
import { usePrintPhase, usePrintTables } from './print-store';
import classes from './print.module.css';

interface PrintHeaderProps {
  /** The screen's name (its h1). */
  title: string;
  facts?: PrintFacts | undefined;
}

/** One line of the print header. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The signed-in account's name. */
function AccountFact() {
  const { account } = useCurrentUser();
  return <Fact label="Account" value={account.data?.name ?? '—'} />;
}

/**
 * What a printed screen says at its top (shown on paper only): the account, the audit and run, the
 * screen, the filters in effect, when it was printed and its address. Values from the data are text.
 */
export function PrintHeader({ title, facts }: PrintHeaderProps) {
  // Outside a query client (a screen on its own) there is no account to name.
  const client = useContext(QueryClientContext);
  const location = useLocation();
  // The print date is taken when a print starts (the phase moves), not when the screen opened.
  const phase = usePrintPhase();
  const tables = usePrintTables();
  const filters = filtersInEffect(location.search);
  // The browser's own Print (Ctrl+P) does not read a paged table's other pages: say what it holds.
  const partial =
    phase === 'printing'
      ? [...tables.values()].filter(
          (table) => table.needsRead && !table.ready && table.onScreen < table.total,
        )
      : [];
  return (
    <div className={classes.header} data-testid="print-header">
      <dl className={classes.facts}>
        {client ? <AccountFact /> : null}
        {facts?.audit ? <Fact label="Audit" value={facts.audit} /> : null}
        {facts?.run ? <Fact label="Run" value={facts.run} /> : null}
        {facts?.runs?.map(({ label, run }) => (
          <Fact key={label} label={label} value={run} />
        ))}
        <Fact label="Screen" value={title} />
        <Fact label="Filters" value={filters.length > 0 ? filters.join('; ') : 'none'} />
        <Fact label="Printed" value={formatDateTime(new Date())} />
        <Fact label="Address" value={window.location.href} />
        {partial.map((table) => (
          <Fact
            key={table.label}
            label="Rows"
            value={`Printed ${table.onScreen.toLocaleString('en-US')} of ${table.total.toLocaleString('en-US')} rows of ${table.label} — use Print for every row`}
          />
        ))}
      </dl>
    </div>
  );
}
