import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { storageUsageText } from '../../../lib/media/storage-usage.ts';
import type { StorageUsage as Usage } from '../../../lib/protocol/media.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import * as media from './media.css.ts';
import { mediaTexts } from '../../../lib/media/media-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { mediaViewTexts } from './texts.ts';

const NOTHING_YET: Usage = { used_bytes: 0, quota_bytes: 1 };

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
  // Until the figures come, a line of their shape holds their place, hidden: the list below stays put.
  const shown = usage ?? NOTHING_YET;
  return (
    <p
      className={usage ? media.storageUsage : media.storageUsageToCome}
      data-testid="storage-usage"
      aria-hidden={usage ? undefined : true}
    >
      <meter
        className={media.storageMeter}
        min={0}
        max={shown.quota_bytes}
        value={shown.used_bytes}
        aria-label={t.storageUsed}
      />
      <span>{storageUsageText(shown, sentences, locale)}</span>
    </p>
  );
}
