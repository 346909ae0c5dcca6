"""Alembic environment: runs on the connection that fog_desktop.database.migrate hands in."""

from alembic import context

from models import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
