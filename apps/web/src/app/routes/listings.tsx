import { ExplorePage } from '../../features/discovery/components/explore-page';
import { useReportAsInappropriate } from '../../features/reports/hooks/use-report-as-inappropriate';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';

export function Component() {
  return <ExplorePage onReport={useReportAsInappropriate()} saveSearch={(query) => <SaveSearchButton query={query} />} />;
}
