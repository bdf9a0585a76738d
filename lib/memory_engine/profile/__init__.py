"""The capability profile: how well the agent has been doing, per kind of task.

`procedural/_capability_profile.json` (in the user store unless `[profile] location` says
otherwise) maps a task dimension (coding, debugging, testing, ...) to `p` in [0, 1], moved after
each task by an exponential moving average of the principal's verdict `r`:
`p <- p + alpha (r - p)`. A task ends at Stop; its verdict comes with the principal's next move
(a correction or a rejected tool use: low r; an approval or a passing test run: high r; nothing:
no update), so the update happens at the next prompt or at session end.

- `model`: the file (read cheaply, updated under a lock, a bounded tail of updates)
- `dimensions`: which dimension a task belongs to, from the tools, files and commands it used
- `outcome`: what the principal's next move says about the task just ended
- `assess`: `c = lambda c_v + (1 - lambda) c_p`, damping when stale, the delegation decision
- `tasks`: the pending task in per-session state, resolved by the hooks
"""
