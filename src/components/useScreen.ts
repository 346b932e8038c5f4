import { useMatches, useParams } from '@tanstack/react-router';
import type { Screen } from '../routes/routeTable';

/**
 * The screen being shown (from the route table) and the area of the URL. Each is selected from the
 * router's state: a component re-renders when the screen or the area changes, not at every step of a
 * navigation (a tap on a link re-rendered the whole page it left, in the tap's own task).
 */
export function useScreen(): { screen: Screen | undefined; area: string } {
  const screen = useMatches({
    select: (matches) =>
      [...matches].reverse().find((m) => m.staticData?.screen)?.staticData?.screen as Screen | undefined,
    structuralSharing: false,
  });
  const area = useParams({
    strict: false,
    select: (params) => (params as { area?: string }).area ?? 'en-vn',
  });
  return { screen, area };
}
