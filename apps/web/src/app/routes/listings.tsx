import { ExplorePage } from '../../features/discovery/components/explore-page';
import { useReportAsInappropriate } from '../../features/engagement/hooks/use-report-as-inappropriate';

export function Component() {
  return <ExplorePage onReport={useReportAsInappropriate()} />;
}
