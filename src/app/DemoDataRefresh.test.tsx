import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportDemoDataChangedElsewhere, reportDroppedDemoData } from '@/api/demo-data-events';
import { Providers } from './providers';

describe("the embedded mock's news", () => {
  it('says why saved demo data was dropped, even when it was dropped before the app listened', async () => {
    reportDroppedDemoData('it was saved by another version of the dashboard');
    render(
      <Providers queryClient={new QueryClient()} env="test">
        <p>app</p>
      </Providers>,
    );
    expect(
      await screen.findByText(
        'The demo data saved in this browser could not be used: it was saved by another version of the dashboard.',
      ),
    ).toBeInTheDocument();
  });

  it('reads every screen again when another tab changed the demo data', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['audits'], queryFn: () => 1 });
    render(
      <Providers queryClient={queryClient} env="test">
        <p>app</p>
      </Providers>,
    );
    reportDemoDataChangedElsewhere();
    await waitFor(() => expect(queryClient.getQueryState(['audits'])?.isInvalidated).toBe(true));
  });
});
