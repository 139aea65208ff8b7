import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MODERATION_MESSAGES as M, type ContentRule } from '@dwa/shared/moderation';
import { serveApi } from '../../../../testing/fake-api';
import { jsonResponse } from '../../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../../testing/screen-setup';
import { RULES_PAGE_SIZE } from '../api/get-content-rules';
import { RulesPage } from './rules-page';

const fetchMock = setupScreenTest({ signedIn: true });

const aRule = (id: number, label: string, kind: ContentRule['kind'] = 'word', value = label.toLowerCase()): ContentRule => ({
  id,
  kind,
  value,
  label,
  created_at: '2026-11-20T09:00:00.000Z',
  created_by: id === 1 ? null : 7,
});

function serve(rules: ContentRule[], postAnswers: Response[] = []) {
  return serveApi(fetchMock, ({ method, path, query, body }) => {
    if (path.startsWith('/api/v1/admin/content-rules?') && method === 'GET') {
      // Paged like the server: oldest first, `limit` at a time, the cursor is the last rule's id.
      const limit = Number(query.get('limit') ?? 50);
      const after = Number(query.get('cursor') ?? 0);
      const rest = rules.filter((rule) => rule.id > after);
      const page = rest.slice(0, limit);
      return jsonResponse({ results: page, next_cursor: rest.length > limit ? String(page.at(-1)?.id) : null });
    }
    if (path === '/api/v1/admin/content-rules' && method === 'POST') {
      const answer = postAnswers.shift();
      if (answer) return answer;
      const rule = { ...aRule(rules.length + 10, ''), ...(body as Partial<ContentRule>) };
      rules = [...rules, rule];
      return jsonResponse(rule, 201);
    }
    const deleted = /^\/api\/v1\/admin\/content-rules\/(\d+)$/.exec(path);
    if (deleted && method === 'DELETE') {
      rules = rules.filter((rule) => rule.id !== Number(deleted[1]));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

function renderPage() {
  renderScreen(<RulesPage />);
}

const rulesList = () => screen.getByRole('list', { name: 'Content rules' });
const form = () => screen.getByRole('form', { name: 'Add a rule' });

describe('the content rules page', () => {
  it('lists the rules with their kind and value', async () => {
    serve([aRule(1, 'Phone number', 'pattern', '(\\+233|0)\\d{9}'), aRule(2, 'Western Union')]);
    renderPage();
    await screen.findByRole('list', { name: 'Content rules' });
    expect(within(rulesList()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(rulesList()).getByText('(\\+233|0)\\d{9}')).toBeTruthy();
    expect(within(rulesList()).getByText('Pattern')).toBeTruthy();
    expect(within(rulesList()).getByText(/Comes with Dwa/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rules (2)' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/admin/content-rules?limit=${RULES_PAGE_SIZE}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a page of rules, says there are more, and loads the next with its cursor', async () => {
    serve(Array.from({ length: RULES_PAGE_SIZE + 2 }, (_, index) => aRule(index + 1, `Rule ${index + 1}`)));
    renderPage();
    await screen.findByRole('list', { name: 'Content rules' });
    expect(within(rulesList()).getAllByRole('listitem')).toHaveLength(RULES_PAGE_SIZE);
    expect(screen.getByRole('heading', { name: `Rules (${RULES_PAGE_SIZE}+)` })).toBeTruthy();
    expect(within(rulesList()).queryByText(`Rule ${RULES_PAGE_SIZE + 1}`)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(rulesList()).getByText(`Rule ${RULES_PAGE_SIZE + 2}`)).toBeTruthy());
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(`/api/v1/admin/content-rules?limit=${RULES_PAGE_SIZE}&cursor=${RULES_PAGE_SIZE}`);
    expect(within(rulesList()).getAllByRole('listitem')).toHaveLength(RULES_PAGE_SIZE + 2);
    expect(screen.getByRole('heading', { name: `Rules (${RULES_PAGE_SIZE + 2})` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('adds a rule at the end: after the last page, once, even when more pages were still to load', async () => {
    serve(Array.from({ length: RULES_PAGE_SIZE + 1 }, (_, index) => aRule(index + 1, `Rule ${index + 1}`)));
    renderPage();
    await screen.findByRole('list', { name: 'Content rules' });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Word or phrase' }), { target: { value: 'gift card' } });
    fireEvent.change(within(form()).getByLabelText('Label'), { target: { value: 'Gift cards' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add rule' }));
    await screen.findByText('Added the rule “Gift cards”.');
    expect(within(rulesList()).queryByText('Gift cards')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(rulesList()).getAllByText('Gift cards')).toHaveLength(1));
    expect(within(rulesList()).getAllByRole('listitem')).toHaveLength(RULES_PAGE_SIZE + 2);
  });

  it('adds a rule, showing the server’s messages under the fields first', async () => {
    const refused = jsonResponse({ detail: M.ruleDuplicate }, 409);
    const sent = serve([aRule(1, 'Western Union')], [refused]);
    renderPage();
    await screen.findByRole('list', { name: 'Content rules' });

    // Checked here first: nothing is sent without a value and a label.
    fireEvent.click(within(form()).getByRole('button', { name: 'Add rule' }));
    expect(within(form()).getByText(M.ruleValueRequired)).toBeTruthy();
    expect(within(form()).getByText(M.ruleLabelRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(within(form()).getByLabelText('Pattern'));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Pattern' }), { target: { value: 'pay\\s+first' } });
    fireEvent.change(within(form()).getByLabelText('Label'), { target: { value: 'Payment first' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(within(form()).getByText(M.ruleDuplicate)).toBeTruthy());
    expect(within(form()).getByRole('textbox', { name: 'Pattern' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form()).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(within(rulesList()).getByText('Payment first')).toBeTruthy());
    expect(sent.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      kind: 'pattern',
      value: 'pay\\s+first',
      label: 'Payment first',
    });
    expect(within(form()).queryByText(M.ruleDuplicate)).toBeNull();
    expect(screen.getByText('Added the rule “Payment first”.')).toBeTruthy();
  });

  it('deletes a rule only once the admin confirms', async () => {
    const sent = serve([aRule(1, 'Western Union'), aRule(2, 'Moneygram')]);
    renderPage();
    await screen.findByRole('list', { name: 'Content rules' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete rule “Moneygram”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete rule “Moneygram”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(within(rulesList()).queryByText('Moneygram')).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/v1/admin/content-rules/2', body: null }]);
    expect(screen.getByText('Deleted the rule “Moneygram”.')).toBeTruthy();
  });
});
