"""The leak scanner as it was before the encoded-leak work (baseline for bench/leak_eval.py)."""
