ALTER TABLE "article_categories" ADD COLUMN "slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_slug_unique" UNIQUE("slug");