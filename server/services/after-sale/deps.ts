import type { ServiceCentreAssignmentSummary } from "#common/dealers";
import type { Db } from "../../db/client";
import type { RateLimiter } from "../foundation/rate-limiter";
import type { NotificationService } from "../notifications/notifications";
import type { StoreSettingsService } from "../content/store-settings";
import type { LocationService } from "../foundation/locations";
import type { ZaloChannel } from "../notifications/zalo-channel";

/** What every after-sale service needs; built once in createAfterSaleServices. */
export interface AfterSaleDeps {
  db: Db;
  rateLimiter: RateLimiter;
  notifications: NotificationService;
  /** The Zalo channel (decision 0040): the owner's scheduled / resolved / reminder / activated messages. */
  zalo?: ZaloChannel;
  settings: Pick<StoreSettingsService, "notifyEmail" | "siteInfo" | "maintenanceReminderMonths">;
  locations: LocationService;
  siteUrl: string;
  /** Signs the private links of service requests (the session secret in production). */
  linkSecret: string;
  /**
   * The service centres' side of the portal (decision 0064): a new request goes to the nearest one in its
   * transaction; the desk shows each request's assignment.
   */
  serviceCentres?: {
    routed(executor: Db, requestId: number, at: Date): Promise<void>;
    statesOf(executor: Db, requestIds: readonly number[]): Promise<Record<number, ServiceCentreAssignmentSummary>>;
    /** Staff canceled or closed the request: a centre that has not accepted it yet no longer gets it. */
    released(executor: Db, requestId: number, at: Date): Promise<void>;
  };
  /** The clock (tests fix it). */
  now: () => Date;
  /** Public submissions (service requests, activations, photos) per client and window; look-ups get four times as many. */
  rateLimit: number;
  rateWindowMs: number;
}

/** The answer to an unknown serial and to a known serial with another phone: the same, so serials cannot be probed. */
export const NOT_FOUND_MESSAGE = "Không tìm thấy máy với số serial và số điện thoại này";
/** The same for staff, who may look any serial up: only the serial can be wrong. */
export const MACHINE_NOT_FOUND_MESSAGE = "Không tìm thấy máy với số serial này";
/** A photo URL sent with a form that names no uploaded photo. */
export const PHOTO_GONE_MESSAGE = "Không tìm thấy ảnh đã tải lên, vui lòng tải ảnh lên lại";
export const RATE_LIMIT_MESSAGE = "Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút hoặc gọi hotline kỹ thuật.";
