import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { storageUsageText } from '../../../lib/media/storage-usage.ts';
import type { StorageUsage as Usage } from '../../../lib/protocol/media.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import * as media from './media.css.ts';
import { mediaTexts } from '../../../lib/media/media-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { mediaViewTexts } from './texts.ts';

/** The account's storage against its quota (docs/security.md), on the Files and Image Gallery screens. */
export function StorageUsage({ resource }: { resource: Resource }) {
  const t = useTexts(mediaViewTexts);
  const sentences = useTexts(mediaTexts);
  const locale = useLocale();
  const [usage, setUsage] = useState<Usage>();
  useEffect(() => {
    const command = resource.commands.usage;
    if (!command) return;
    callCommand(command, {}, { report: false }).then(
      (answer) => setUsage(answer as Usage),
      () => undefined,
    );
  }, [resource]);
  if (!usage) return null;
  return (
    <p className={media.storageUsage} data-testid="storage-usage">
      <meter
        className={media.storageMeter}
        min={0}
        max={usage.quota_bytes}
        value={usage.used_bytes}
        aria-label={t.storageUsed}
      />
      <span>{storageUsageText(usage, sentences, locale)}</span>
    </p>
  );
}
