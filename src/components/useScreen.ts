import { useMatches, useParams } from '@tanstack/react-router';
import type { Screen } from '../routes/routeTable';

/** The screen being shown (from the route table) and the area of the URL. */
export function useScreen(): { screen: Screen | undefined; area: string } {
  const matches = useMatches();
  const params = useParams({ strict: false }) as { area?: string };
  const screen = [...matches].reverse().find((m) => m.staticData?.screen)?.staticData?.screen;
  return { screen, area: params.area ?? 'en-vn' };
}
