-- Who sees a topic: 1 every guest with the link (the default), 2 only invited guests inside their access window.
ALTER TABLE "guide_topics" ADD COLUMN "id_topic_view" smallint DEFAULT 1 NOT NULL;