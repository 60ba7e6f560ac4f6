ALTER TABLE "products" ADD COLUMN "menu_label" text;--> statement-breakpoint
-- A shop seeded before the menu came from the catalogue keeps the header's labels for the four seeded machines.
UPDATE "products" SET "menu_label" = v."label"
FROM (VALUES
  (1, 'Máy pha trà tự động LT-150', 'Máy pha trà LT-150'),
  (2, 'Máy pha trà tự động LT-300', 'Máy pha trà LT-300'),
  (3, 'Máy pha cà phê tự động LS-200', 'Máy pha cà phê LS-200'),
  (4, 'Máy pha cà phê tự động LS-250', 'Máy pha cà phê LS-250')
) AS v("id", "name", "label")
WHERE "products"."id" = v."id" AND "products"."name" = v."name" AND "products"."menu_label" IS NULL;
