"""Orders the shards of `collate keys --format tsv` with Apache Spark, as `collate group` orders
the whole list: by section index, then the sort key's bytes, then shard, then line.

    collate keys --format tsv shard-0.txt --locale zh-Hans --output shard-0.tsv   # one per shard,
    collate keys --format tsv shard-1.txt --locale zh-Hans --output shard-1.tsv   # anywhere
    spark-submit order_keys.py --output ordered shard-0.tsv shard-1.tsv           # or python3

The shards are given in their list order. The result is one TSV file, `section<TAB>name` a line
(the name as `keys` wrote it, in PostgreSQL's text COPY form), in `group`'s order. Shards keyed
under different key versions (another ICU, other tables, other options) do not compare: the job
refuses them before it sorts. `SPARK_MASTER` names a cluster; the default is local mode.
"""
import argparse
import os
import sys

from pyspark.sql import SparkSession, functions as F


def session():
    """A Spark session: local mode on this machine's cores unless SPARK_MASTER names a cluster."""
    spark = (SparkSession.builder.master(os.environ.get("SPARK_MASTER", "local[2]"))
             .appName("collate-order-keys")
             .config("spark.ui.enabled", "false")
             .config("spark.driver.memory", os.environ.get("SPARK_DRIVER_MEMORY", "1g"))
             .config("spark.sql.shuffle.partitions", "4")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    return spark


def order(spark, shards, output):
    """Writes to `output` the records of the keys TSV files `shards` (in list order) in
    `collate group`'s order; raises SystemExit when they were keyed under different versions."""
    frames = []
    for shard, path in enumerate(shards):
        # Read as lines: COPY's text form escapes tabs and line breaks inside a field, so a
        # line is a record and a tab a field separator. The line's id keeps the file's order.
        lines = spark.read.text(path).withColumn("line", F.monotonically_increasing_id())
        fields = F.split(F.col("value"), "\t")
        rows = lines.select(
            F.lit(shard).alias("shard"), F.col("line"),
            fields.getItem(0).alias("name"), fields.getItem(1).cast("int").alias("section_index"),
            fields.getItem(2).alias("section"), fields.getItem(3).alias("sort_key"), fields.getItem(4).alias("key_version"))
        # The header row of each shard.
        frames.append(rows.where(F.col("sort_key") != "sort_key"))
    keys = frames[0]
    for frame in frames[1:]:
        keys = keys.unionByName(frame)

    versions = sorted(row.key_version for row in keys.select("key_version").distinct().collect())
    if len(versions) > 1:
        raise SystemExit(f"order_keys: the shards were keyed under different key versions ({', '.join(versions)}); "
                         "their keys do not compare: key every shard with the same collate, locale and options")

    # unhex gives a binary column, which Spark compares byte by byte, unsigned: memcmp.
    ordered = keys.orderBy("section_index", F.unhex("sort_key"), "shard", "line")
    with open(output, "w", encoding="utf-8", newline="\n") as out:
        for row in ordered.select("section", "name").toLocalIterator():
            out.write(f"{row.section}\t{row.name}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", required=True, help="the ordered TSV file to write")
    parser.add_argument("shards", nargs="+", help="keys TSV files, in list order")
    arguments = parser.parse_args()
    spark = session()
    try:
        order(spark, arguments.shards, arguments.output)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
