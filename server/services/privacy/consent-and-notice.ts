import type { Foundation } from "../foundation";
import type { StoreSettingsService } from "../content/store-settings";
import { createConsentService } from "./consent";
import { createNoticeService, type ProcessorSources } from "./notice";

/**
 * The privacy domain's consent records and its published texts (issue 45, decision 0059): the privacy notice, the
 * terms of sale and their versions. The data subjects' requests, export, erasure and retention are built beside
 * them in this folder.
 */
export function createConsentAndNoticeServices(foundation: Foundation, deps: { settings: StoreSettingsService; processors: ProcessorSources }) {
  const notice = createNoticeService(deps.settings, deps.processors);
  const consent = createConsentService({
    db: foundation.db,
    linkSecret: foundation.linkSecret,
    siteUrl: foundation.siteUrl,
    noticeVersion: () => notice.noticeVersion(),
  });
  return { notice, consent };
}
