import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

export function ShowMoreButton({ expanded, controls, onToggle }: { expanded: boolean; controls: string; onToggle: () => void }) {
  const t = useT(classifiedsMessages);
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
        {expanded ? t('less') : t('more')}
        {expanded ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
      </Button>
    </div>
  );
}
