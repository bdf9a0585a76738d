"""What every writer passes: secret redaction, injection screening, and the normalisation
they share."""
