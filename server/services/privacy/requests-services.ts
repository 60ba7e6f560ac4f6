import type { Foundation } from "../foundation";
import type { NotificationService } from "../notifications/notifications";
import type { ZaloChannel } from "../notifications/zalo-channel";
import { createPrivacyRequestService } from "./requests";
import { createPrivacySettingsService } from "./requests-settings";
import type { RetentionCounts } from "./retention";

/** Data requests, the export and erasure, and retention (issue 45, points 3 and 4; decision 0058). */
export function createPrivacyRequestServices(
  foundation: Foundation,
  deps: {
    notifications: NotificationService;
    zalo: ZaloChannel;
    rateLimit: number;
    rateWindowMs: number;
    onRetention?: (counts: RetentionCounts) => void;
    now?: () => Date;
  },
) {
  const privacySettings = createPrivacySettingsService(foundation.db);
  const privacyRequests = createPrivacyRequestService({
    db: foundation.db,
    rateLimiter: foundation.rateLimiter,
    notifications: deps.notifications,
    zalo: deps.zalo,
    settings: privacySettings,
    linkSecret: foundation.linkSecret,
    rateLimit: deps.rateLimit,
    rateWindowMs: deps.rateWindowMs,
    onRetention: deps.onRetention,
    now: deps.now,
  });
  return { privacySettings, privacyRequests };
}
