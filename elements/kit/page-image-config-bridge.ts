import { $consoleConfig } from '../../lib/config/console-config.ts';
import { writePageImageConfig } from '../../lib/media/page-config.ts';

// configureConsole({ imageDomain, imagePath }) also reaches image-delivery, which reads them from a tiny
// page-wide registry instead of the stores. Kept here, in the kit's API entry, rather than in the stores,
// so that the runtime chunk every panel loads does not carry it.
$consoleConfig.subscribe((config) => writePageImageConfig(config));
