import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function ShowMoreButton({ expanded, controls, onToggle }: { expanded: boolean; controls: string; onToggle: () => void }) {
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
        {expanded ? 'Show less' : 'Show more'}
        {expanded ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
      </Button>
    </div>
  );
}
