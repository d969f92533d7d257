"""Fixtures for a real PostgreSQL server (a throwaway cluster the tests start and remove)."""
