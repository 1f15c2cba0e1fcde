import { useQuery } from '@tanstack/react-query';
import { childrenQuery } from './queries/children';

/**
 * The family's children's names, for examples in form placeholders ("e.g. Emma's dentist"): a parent
 * recognises their own family faster than a stranger's. Empty while loading or when none are added.
 */
export function useChildNames(): string[] {
  const { data } = useQuery({ ...childrenQuery(), select: (children) => children.map((child) => child.name) });
  return data ?? [];
}
