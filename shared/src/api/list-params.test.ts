import { QueryClient } from '@tanstack/react-query';
import { listQuery, removeFromCachedLists } from '@logistics/shared/api/list-params';
import { buildQuery } from '@logistics/shared/api/http';

describe('list parameters', () => {
  it('spread the filters into repeated keys beside search, range, sort and page', () => {
    const query = listQuery({
      page: 2,
      pageSize: 5,
      q: 'abc',
      sort: 'name',
      order: 'desc',
      from: '2026-01-01',
      to: '2026-03-01',
      filters: { status: ['pending', 'delivered'] },
    });
    expect(buildQuery(query)).toBe(
      '?page=2&pageSize=5&q=abc&sort=name&order=desc&from=2026-01-01&to=2026-03-01&status=pending&status=delivered',
    );
  });
});

describe('removeFromCachedLists', () => {
  it('takes a deleted row out of every cached page at once and lowers the total', () => {
    const client = new QueryClient();
    client.setQueryData(['categories', 'list', { page: 1 }], {
      categories: [{ id: '1' }, { id: '2' }],
      total: 2,
      facets: {},
    });
    client.setQueryData(['categories', 'list', { page: 2 }], {
      categories: [{ id: '3' }],
      total: 2,
      facets: {},
    });
    removeFromCachedLists<{ id: string }>(client, ['categories'], 'categories', (row) => row.id === '2');
    expect(client.getQueryData(['categories', 'list', { page: 1 }])).toEqual({
      categories: [{ id: '1' }],
      total: 1,
      facets: {},
    });
    expect(client.getQueryData(['categories', 'list', { page: 2 }])).toEqual({
      categories: [{ id: '3' }],
      total: 2,
      facets: {},
    });
  });
});
