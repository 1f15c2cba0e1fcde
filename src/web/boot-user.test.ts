import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BOOT_QUERIES_ELEMENT_ID, BOOT_READ_AT_ATTRIBUTE, BOOT_USER_ELEMENT_ID } from '@common/boot-data';
import { pageDataReadAt, seedBootQueries, seedBootUser } from './boot-user';
import { authUserQuery } from '@/lib/queries/auth';
import { childrenQuery } from '@/lib/queries/children';
import { conversationsQuery } from '@/lib/queries/conversations';
import { upcomingEventsQuery } from '@/lib/queries/events';
import { swapRequestsQuery } from '@/lib/queries/swaps';

/** A page holding the given JSON elements, as much of a Document as the boot code reads; `removed` lists what it took out. */
function pageWith(elements: Record<string, string>, attributes: Record<string, Record<string, string>> = {}) {
  const removed: string[] = [];
  const doc = {
    getElementById: (id: string) =>
      id in elements && !removed.includes(id)
        ? { textContent: elements[id], getAttribute: (name: string) => attributes[id]?.[name] ?? null, remove: () => removed.push(id) }
        : null,
  } as unknown as Document;
  return { doc, removed };
}

describe('the data a signed-in page carries', () => {
  it("seeds the cache with the screen's first loads, by their keys, and takes them out of the page", () => {
    const client = new QueryClient();
    const events = [{ id: 'e1', title: 'Pickup' }];
    const { doc, removed } = pageWith({
      [BOOT_QUERIES_ELEMENT_ID]: JSON.stringify({ '/api/events/upcoming': events, '/api/conversations': [], '/api/children': ['x'] }),
    });
    seedBootQueries(client, '/', doc);
    expect(client.getQueryData(upcomingEventsQuery().queryKey)).toEqual(events);
    expect(client.getQueryData(conversationsQuery().queryKey)).toEqual([]);
    // Not one of the dashboard's first loads, nor one it did not carry.
    expect(client.getQueryData(childrenQuery().queryKey)).toBeUndefined();
    expect(client.getQueryState(swapRequestsQuery().queryKey)).toBeUndefined();
    expect(removed).toEqual([BOOT_QUERIES_ELEMENT_ID]);
  });

  it('seeds nothing from a page without them, or with text that is not JSON', () => {
    const pages: Record<string, string>[] = [{}, { [BOOT_QUERIES_ELEMENT_ID]: '{"/api/children": [' }];
    for (const elements of pages) {
      const client = new QueryClient();
      seedBootQueries(client, '/children', pageWith(elements).doc);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });

  it('seeds the signed-in user, and answers none for a page without one', () => {
    const client = new QueryClient();
    const user = { id: 'u1', firstName: 'Morgan' };
    expect(seedBootUser(client, pageWith({ [BOOT_USER_ELEMENT_ID]: JSON.stringify(user) }).doc)).toBe('signed-in');
    expect(client.getQueryData(authUserQuery().queryKey)).toEqual(user);
    expect(seedBootUser(new QueryClient(), pageWith({ [BOOT_USER_ELEMENT_ID]: 'null' }).doc)).toBe('none');
    expect(seedBootUser(new QueryClient(), pageWith({}).doc)).toBe('none');
  });

  it('keeps when the server read the data, for the realtime catch-up; nothing for a page without it', () => {
    const user = JSON.stringify({ id: 'u1', firstName: 'Morgan' });
    seedBootUser(
      new QueryClient(),
      pageWith({ [BOOT_USER_ELEMENT_ID]: user }, { [BOOT_USER_ELEMENT_ID]: { [BOOT_READ_AT_ATTRIBUTE]: '1764300000000' } }).doc,
    );
    expect(pageDataReadAt()).toBe(1764300000000);
    seedBootUser(
      new QueryClient(),
      pageWith({ [BOOT_USER_ELEMENT_ID]: user }, { [BOOT_USER_ELEMENT_ID]: { [BOOT_READ_AT_ATTRIBUTE]: 'soon' } }).doc,
    );
    expect(pageDataReadAt()).toBeUndefined();
    seedBootUser(new QueryClient(), pageWith({ [BOOT_USER_ELEMENT_ID]: user }).doc);
    expect(pageDataReadAt()).toBeUndefined();
  });
});
